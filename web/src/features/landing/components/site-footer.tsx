import { useTranslation } from 'react-i18next';

import type { WebConfig } from '../../../app/config';
import { SOCIAL_LINKS } from '../social-links';

import { telHref } from './contact-section';

/** The footer (spec section 1): contact phone, contact e-mail and the app version. */
export function SiteFooter({ config }: { config: WebConfig | undefined }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer-grid">
        <p>{t('footer.rights')}</p>
        <p>
          <span className="lp-visually-hidden">{t('footer.contact')}: </span>
          {config ? (
            <>
              <a href={telHref(config.contactPhone)}>{config.contactPhone}</a>
              <span aria-hidden="true"> · </span>
              <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </>
          ) : (
            '\u00a0'
          )}
        </p>
        <nav aria-label={t('social.label')}>
          <ul className="lp-social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {t(`social.${link.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>{config ? t('footer.version', { version: config.appVersion }) : '\u00a0'}</p>
      </div>
    </footer>
  );
}
