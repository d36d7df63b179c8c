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

/** How long the refused form may take to draw its field errors (a lazy picker, a re-render). */
const ERRORS_DRAWN_MS = [0, 50, 200];

/**
 * After a refused submit, focus goes to the first field marked invalid (WCAG 3.3.1), unless it has
 * moved (react-hook-form focused a field it holds a ref of, or the person went on elsewhere):
 * react-hook-form cannot focus pickers and selects.
 */
function focusFirstInvalid(form: HTMLFormElement): void {
  const submitter = document.activeElement;
  for (const delay of ERRORS_DRAWN_MS) {
    window.setTimeout(() => {
      const active = document.activeElement;
      // Only while focus is still where the submit left it: never taken from where the person went.
      if (active !== submitter && active !== document.body) return;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }, delay);
  }
}

/** A Cloudscape form that submits with Enter, validates itself (no browser bubbles) and shows its failure. */
export function SubmitForm({ onSubmit, failure, actions, children }: SubmitFormProps) {
  const { t } = useTranslation('common');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    await onSubmit(event);
    focusFirstInvalid(form);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form errorText={failure} errorIconAriaLabel={t('errors.processFailed')} actions={actions}>
        {children}
      </Form>
    </form>
  );
}
