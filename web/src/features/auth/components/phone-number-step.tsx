import Button from '@cloudscape-design/components/button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { PhoneInput } from '@careshift/contract/forms/phone-field';
import { phoneLoginSchema } from '@careshift/contract/forms/phone-login-form';
import type { PhoneLoginForm } from '@careshift/contract/forms/phone-login-form';

import { SubmitForm } from '../../../components/submit-form';

import { PhoneNumberField } from './phone-number-field';

interface PhoneNumberStepProps {
  phone: PhoneInput;
  failure: string | undefined;
  sending: boolean;
  onSend: (phone: PhoneInput) => void;
}

/** Step one: the mobile number, validated for its country code ("Must be valid phone number."). */
export function PhoneNumberStep({ phone, failure, sending, onSend }: PhoneNumberStepProps) {
  const { t } = useTranslation('auth');
  const { control, handleSubmit, setValue } = useForm<PhoneLoginForm, unknown, { phone: PhoneInput }>({
    resolver: zodResolver(phoneLoginSchema),
    defaultValues: { phone },
  });

  const submit = handleSubmit((values) => onSend(values.phone));

  return (
    <SubmitForm
      onSubmit={submit}
      failure={failure}
      actions={
        <Button variant="primary" formAction="submit" loading={sending}>
          {t('phone.sendCode')}
        </Button>
      }
    >
      <PhoneNumberField control={control} setValue={setValue} />
    </SubmitForm>
  );
}
