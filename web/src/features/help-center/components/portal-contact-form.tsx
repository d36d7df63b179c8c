import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  CONTACT_TYPES,
  contactFormDefaults,
  contactFormSchema,
  contactFormToBody,
} from '@careshift/contract/forms/contact-form';
import type { ContactForm, ContactFormValues } from '@careshift/contract/forms/contact-form';
import { digitsOnly, PHONE_COUNTRY_CODES } from '@careshift/contract/forms/phone-field';

import { callOperation } from '../../../api/client';
import { useNotify } from '../../../app/shell/notifications';
import { InputField, SelectField, TextareaField } from '../../../components/controlled-field';
import { SubmitForm } from '../../../components/submit-form';
import { failureOf, useSubmitState } from '../../../hooks/use-submit-state';
import { currentLanguage } from '../../../i18n';
import type { SenderIdentity } from '../use-sender-identity';

/** Spec section 9: the contact toast shows for 3 seconds. */
const CONTACT_TOAST_MS = 3000;

const CODE_OPTIONS = PHONE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** The contact form inside the portal (the landing page's fields and messages), prefilled with the sender. */
export function PortalContactForm({ sender }: { sender: SenderIdentity }) {
  const { t } = useTranslation('helpCenter');
  const notify = useNotify();
  const submit = useSubmitState();
  const defaults: ContactForm = { ...contactFormDefaults, name: sender.name, email: sender.email };
  const { control, handleSubmit, reset } = useForm<ContactForm, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: defaults,
  });

  const send = handleSubmit(async (values) => {
    const outcome = await submit.run(() =>
      callOperation('settings-contactForm', {
        body: { ...contactFormToBody(values), lang: currentLanguage() },
      }),
    );
    if (!outcome.ok) return;
    notify({ type: 'success', content: t('contact.success'), lifetimeMs: CONTACT_TOAST_MS });
    reset(defaults);
  });

  return (
    <SubmitForm
      onSubmit={send}
      failure={failureOf(submit.state)}
      actions={
        <Button variant="primary" formAction="submit" loading={submit.state.status === 'processing'}>
          {t('contact.submit')}
        </Button>
      }
    >
      <Container header={<Header variant="h2">{t('contact.formTitle')}</Header>}>
        <SpaceBetween size="l">
          <InputField control={control} name="name" label={t('contact.name')} autoComplete="name" />
          <InputField
            control={control}
            name="email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
          />
          <SpaceBetween size="s" direction="horizontal">
            <SelectField
              control={control}
              name="phone.countryCode"
              label={t('contact.countryCode')}
              options={CODE_OPTIONS}
              filteringType="auto"
              filteringPlaceholder={t('contact.countryCodeFilter')}
              filteringAriaLabel={t('contact.countryCodeFilter')}
              noMatch={t('contact.noMatch')}
            />
            <InputField
              control={control}
              name="phone.number"
              label={t('contact.phone')}
              constraintText={t('contact.phoneHint')}
              inputMode="numeric"
              autoComplete="tel-national"
              transform={digitsOnly}
            />
          </SpaceBetween>
          <SelectField
            control={control}
            name="type"
            label={t('contact.type')}
            placeholder={t('contact.typePlaceholder')}
            options={CONTACT_TYPES.map((value) => ({ value, label: t(`contact.types.${value}`) }))}
          />
          <TextareaField
            control={control}
            name="message"
            label={`${t('contact.message')} (${t('contact.optional')})`}
            rows={5}
          />
        </SpaceBetween>
      </Container>
    </SubmitForm>
  );
}
