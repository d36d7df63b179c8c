import './app-banner.css';

import {
  borderRadiusAlert,
  borderRadiusButton,
  colorBackgroundStatusInfo,
  colorBorderButtonNormalDefault,
  colorBorderStatusInfo,
  colorTextButtonNormalDefault,
  colorTextStatusInfo,
} from '@cloudscape-design/design-tokens';
import { memo, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { runningInstalled } from '../../../app/pwa/install-offer';
import { focusPageHeading } from '../../../hooks/use-heading-focus';
import { appStoresFor, rememberAppBannerDismissed, shouldShowAppBanner } from '../app-banner-preference';
import { MOBILE_APP_LINKS } from '../mobile-app-links';

/** Hidden with "Not now" for the rest of this visit (the page may be opened again from the menu). */
let hiddenThisVisit = false;

/**
 * Cloudscape's design tokens as the banner's colours: an info alert (app-banner.css uses them, and
 * the partner shell's --ps-* for the links, the checkbox, focus and hover).
 */
const TOKENS = {
  '--ab-bg': colorBackgroundStatusInfo,
  '--ab-line': colorBorderStatusInfo,
  '--ab-icon': colorTextStatusInfo,
  '--ab-radius': borderRadiusAlert,
  '--ab-button-line': colorBorderButtonNormalDefault,
  '--ab-button-text': colorTextButtonNormalDefault,
  '--ab-button-radius': borderRadiusButton,
} as CSSProperties;

/** Cloudscape's info and external icons (16 × 16 strokes, the shell's .ps-icon). */
const icon = (path: string, label?: string) => (
  <svg
    className="ps-icon"
    viewBox="0 0 16 16"
    focusable="false"
    role="img"
    aria-label={label}
    aria-hidden={!label}
  >
    <path d={path} />
  </svg>
);

/**
 * The mobile-app download banner of /find-a-shift (spec section 2): the store links that suit the
 * phone, "Don't show this again" (remembered in this browser with "Not now") and "Not now" (hidden
 * for this visit). Plain HTML with Cloudscape's tokens, not Cloudscape's Alert, Link and Checkbox:
 * those measure the page on mount, and on a phone that cost sat in the long task that paints the
 * page (docs/decisions/performance/partner-phone.md).
 */
export const AppBanner = memo(function AppBanner() {
  const { t } = useTranslation(['findShift', 'ui']);
  // Not inside the installed app (issue 36): it is the app already; installing it is offered on My Shifts.
  const [visible, setVisible] = useState(
    () => !hiddenThisVisit && shouldShowAppBanner() && !runningInstalled(),
  );
  const [never, setNever] = useState(false);
  if (!visible) return null;

  const hide = () => {
    if (never) rememberAppBannerDismissed();
    hiddenThisVisit = true;
    setVisible(false);
    // The button pressed is gone: focus goes to the page's heading, not to the body.
    focusPageHeading();
  };
  const stores = appStoresFor(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  // Compact (a title, then the links, the checkbox and "Not now" on one wrapping line), so on a
  // 390 × 844 phone the first shift card stays on the first screen.
  return (
    <section className="ab-banner" style={TOKENS} aria-labelledby="app-banner-title">
      {icon('M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1ZM8 12V7M8 6V4')}
      <div className="ab-content">
        <h2 id="app-banner-title" className="ab-title">
          {t('banner.title')}
        </h2>
        <div className="ab-actions">
          {stores.map((store) => (
            <a
              key={store}
              className="ab-link"
              href={MOBILE_APP_LINKS[store]}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(`banner.${store}`)}{' '}
              {icon('M13 9.012v-6H7M13.02 3 7 9.01M3 5.012v8h8.01', t('ui:opensNewTab'))}
            </a>
          ))}
          <label className="ab-check">
            <input type="checkbox" checked={never} onChange={(event) => setNever(event.target.checked)} />
            {t('banner.dontShowAgain')}
          </label>
          <button type="button" className="ab-button" onClick={hide}>
            {t('banner.notNow')}
          </button>
        </div>
      </div>
    </section>
  );
});
