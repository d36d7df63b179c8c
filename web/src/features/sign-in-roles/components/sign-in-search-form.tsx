import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';

import {
  SIGN_IN_SEARCH_TYPES,
  signInSearchFormDefaults,
  signInSearchFormSchema,
} from '@careshift/contract/forms/sign-in-role-form';
import type { SignInSearchForm, SignInSearchType } from '@careshift/contract/forms/sign-in-role-form';

import { InputField, SelectField } from '../../../components/controlled-field';
import { SubmitForm } from '../../../components/submit-form';

const INPUT_MODES: Record<SignInSearchType, 'text' | 'tel' | 'email'> = {
  authId: 'text',
  regMobileNumber: 'tel',
  email: 'email',
};

interface SignInSearchFormProps {
  searching: boolean;
  /** The message of a failed search ("Search Failed!" with it). */
  failure: string | undefined;
  onSearch: (form: z.output<typeof signInSearchFormSchema>) => void;
}

/** Search by auth id, registration mobile number (the default, with +357) or e-mail (spec "Manage Claims"). */
export function SignInSearchForm({ searching, failure, onSearch }: SignInSearchFormProps) {
  const { t } = useTranslation('signInRoles');
  const { control, handleSubmit, watch } = useForm<
    SignInSearchForm,
    unknown,
    z.output<typeof signInSearchFormSchema>
  >({ resolver: zodResolver(signInSearchFormSchema), defaultValues: signInSearchFormDefaults });
  const type = (watch('type') ?? signInSearchFormDefaults.type) as SignInSearchType;

  const submit = handleSubmit((values) => onSearch(values));

  return (
    <SubmitForm
      onSubmit={submit}
      actions={
        <Button variant="primary" formAction="submit" loading={searching}>
          {t('search.submit')}
        </Button>
      }
    >
      <Container header={<Header variant="h2">{t('search.title')}</Header>}>
        <SpaceBetween size="l">
          <SelectField
            control={control}
            name="type"
            label={t('search.type')}
            options={SIGN_IN_SEARCH_TYPES.map((value) => ({ value, label: t(`search.types.${value}`) }))}
          />
          <InputField
            control={control}
            name="value"
            label={t(`search.types.${type}`)}
            constraintText={t(`search.hints.${type}`)}
            type={type === 'email' ? 'email' : 'text'}
            inputMode={INPUT_MODES[type]}
            disableBrowserAutocorrect
          />
          {failure && (
            <Alert type="error" header={t('search.failed')}>
              {failure}
            </Alert>
          )}
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
