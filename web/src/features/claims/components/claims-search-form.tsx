import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import {
  SIGN_IN_SEARCH_TYPES,
  signInSearchFormDefaults,
  signInSearchFormSchema,
} from '@careshift/contract/forms/sign-in-role-form';
import type { SignInSearchForm, SignInSearchType } from '@careshift/contract/forms/sign-in-role-form';

import { useValidationMessage } from '../../../i18n/validation';

const INPUT_MODES: Record<SignInSearchType, 'text' | 'tel' | 'email'> = {
  authId: 'text',
  regMobileNumber: 'tel',
  email: 'email',
};

interface ClaimsSearchFormProps {
  searching: boolean;
  /** The message of a failed search ("Search Failed!" with it). */
  failure: string | undefined;
  onSearch: (form: z.output<typeof signInSearchFormSchema>) => void;
}

/** Search by auth id, registration mobile number (the default, with +357) or e-mail (spec "Manage Claims"). */
export function SignInSearchForm({ searching, failure, onSearch }: ClaimsSearchFormProps) {
  const { t } = useTranslation(['claims', 'common']);
  const fieldMessage = useValidationMessage();
  const { control, handleSubmit, watch } = useForm<
    SignInSearchForm,
    unknown,
    z.output<typeof signInSearchFormSchema>
  >({ resolver: zodResolver(signInSearchFormSchema), defaultValues: signInSearchFormDefaults });
  const type = (watch('type') ?? signInSearchFormDefaults.type) as SignInSearchType;
  const typeOption = (value: SignInSearchType) => ({ value, label: t(`search.types.${value}`) });

  const submit = handleSubmit((values) => onSearch(values));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={searching}>
            {t('search.submit')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('search.title')}</Header>}>
          <SpaceBetween size="l">
            <Controller
              name="type"
              control={control}
              render={({ field }) => (
                <FormField label={t('search.type')}>
                  <Select
                    selectedOption={typeOption((field.value ?? type) as SignInSearchType)}
                    options={SIGN_IN_SEARCH_TYPES.map(typeOption)}
                    onChange={({ detail }) => field.onChange(detail.selectedOption.value)}
                  />
                </FormField>
              )}
            />
            <Controller
              name="value"
              control={control}
              render={({ field, fieldState }) => (
                <FormField
                  label={t(`search.types.${type}`)}
                  constraintText={t(`search.hints.${type}`)}
                  errorText={fieldMessage(fieldState.error?.message)}
                >
                  <Input
                    type={type === 'email' ? 'email' : 'text'}
                    inputMode={INPUT_MODES[type]}
                    disableBrowserAutocorrect
                    value={field.value ?? ''}
                    onChange={({ detail }) => field.onChange(detail.value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                </FormField>
              )}
            />
            {failure && (
              <Alert type="error" header={t('search.failed')}>
                {failure}
              </Alert>
            )}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
