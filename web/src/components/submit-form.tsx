import Form from '@cloudscape-design/components/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitFormProps {
  /** The submit handler (react-hook-form's handleSubmit result, or one that prevents the default). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The failure of the last submit, shown in the form's alert (spec section 8). */
  failure?: string;
  actions: ReactNode;
  children: ReactNode;
}

/** A Cloudscape form that submits with Enter, validates itself (no browser bubbles) and shows its failure. */
export function SubmitForm({ onSubmit, failure, actions, children }: SubmitFormProps) {
  const { t } = useTranslation('common');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Form errorText={failure} errorIconAriaLabel={t('errors.processFailed')} actions={actions}>
        {children}
      </Form>
    </form>
  );
}
