import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { publicRoutes } from 'virtual:careshift/operation-ids';

import { sendContactForm } from '../../../api/contact-message';
import { currentLanguage } from '../../../i18n';

/** Spec section 9: the contact toast shows for 3 seconds. */
export const CONTACT_TOAST_MS = 3000;

const loadCheck = () => import('../contact-check');

type Status = 'idle' | 'sending';

function Field(props: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div className="lp-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className="lp-field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The landing page's contact form (spec sections 2, 5 and 8) in plain HTML. The contract's schema
 * loads on the first focus (or on submit), so the page's entry stays small; what the visitor typed
 * is only ever shown as text.
 */
export function ContactForm() {
  const { t } = useTranslation('landing');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');
  const [toast, setToast] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const aria = (id: string, key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    setFailure(undefined);
    const { checkContactForm } = await loadCheck();
    const checked = checkContactForm(
      {
        name: text('name'),
        email: text('email'),
        type: text('type'),
        countryCode: text('countryCode'),
        number: text('phone'),
        message: text('message'),
      },
      currentLanguage(),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setStatus('sending');
    const result = await sendContactForm(publicRoutes, { ...checked.body, website: text('website') });
    setStatus('idle');
    if (!result.ok) {
      // Not sent (whatever answered: the API's refusal, WAF, no network): the text stays in the form.
      setFailure(result.message ?? t('contact.form.notSent'));
      return;
    }
    form.reset();
    setToast(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setToast(false), CONTACT_TOAST_MS);
  };

  return (
    <form
      ref={formRef}
      className="lp-form"
      noValidate
      aria-labelledby="contact-form-title"
      onFocus={() => void loadCheck()}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="contact-form-title">{t('contact.form.title')}</h3>
      <Field id="contact-name" label={t('contact.form.name')} error={errors.name}>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          maxLength={200}
          {...aria('contact-name', 'name')}
        />
      </Field>
      <Field id="contact-email" label={t('contact.form.email')} error={errors.email}>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={200}
          {...aria('contact-email', 'email')}
        />
      </Field>
      <div className="lp-phone">
        <Field id="contact-code" label={t('contact.form.countryCode')} error={errors['phone.countryCode']}>
          <input
            id="contact-code"
            name="countryCode"
            defaultValue="+357"
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            {...aria('contact-code', 'phone.countryCode')}
          />
        </Field>
        <Field id="contact-phone" label={t('contact.form.phone')} error={errors['phone.number']}>
          <input
            id="contact-phone"
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            {...aria('contact-phone', 'phone.number')}
          />
        </Field>
      </div>
      <Field id="contact-type" label={t('contact.form.type')} error={errors.type}>
        <select id="contact-type" name="type" defaultValue="" {...aria('contact-type', 'type')}>
          <option value="">{t('contact.form.typePlaceholder')}</option>
          <option value="HIRE_NURSES">{t('contact.form.typeHire')}</option>
          <option value="NURSE_WANTING_SHIFTS">{t('contact.form.typeNurse')}</option>
        </select>
      </Field>
      <Field id="contact-message" label={t('contact.form.message')} error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={4}
          maxLength={2000}
          {...aria('contact-message', 'message')}
        />
      </Field>
      <div className="lp-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {failure && (
        <div className="lp-form-failure" role="alert">
          <p>{failure}</p>
          <button
            type="button"
            className="lp-button"
            disabled={status === 'sending'}
            onClick={() => formRef.current?.requestSubmit()}
          >
            {t('contact.form.retry')}
          </button>
        </div>
      )}
      <p>
        <button type="submit" className="lp-button lp-button-primary" disabled={status === 'sending'}>
          {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </p>
      <div role="status" aria-live="polite">
        {toast && <p className="lp-toast">{t('contact.form.success')}</p>}
      </div>
    </form>
  );
}
