import { useTranslation } from 'react-i18next';

import type { WebConfig } from '../../../app/config';
import { ANCHORS } from '../../../app/paths';

import { ContactForm } from './contact-form';

/** A phone number as a tel: address ("+357 22 000000" → "+35722000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** #get-in-touch: the company's phone and e-mail, and the contact form. */
export function ContactSection({ config }: { config: WebConfig | undefined }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <section id={ANCHORS.getInTouch} className="lp-section" aria-labelledby="contact-title">
      <div className="lp-container">
        <h2 id="contact-title">{t('contact.title')}</h2>
        <p className="lp-lead">{t('contact.body')}</p>
        <dl className="lp-contact">
          <div>
            <dt>{t('contact.phone')}</dt>
            <dd>{config ? <a href={telHref(config.contactPhone)}>{config.contactPhone}</a> : '\u00a0'}</dd>
          </div>
          <div>
            <dt>{t('contact.email')}</dt>
            <dd>{config ? <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a> : '\u00a0'}</dd>
          </div>
        </dl>
        <ContactForm />
      </div>
    </section>
  );
}
