import '../../components/system-font.css';
import './landing.css';
import './landing-sections.css';
import './contact-form.css';

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ANCHORS } from '../../app/paths';

import { ContactSection } from './components/contact-section';
import { RatesSection } from './components/rates-section';
import { SiteFooter } from './components/site-footer';
import { StatsSection } from './components/stats-section';
import { TopBar } from './components/top-bar';
import { useLandingSession } from './use-landing-session';

const WHAT_WE_DO = ['organisations', 'partners', 'pay'] as const;

/**
 * The public landing page `/`: the page a nurse opens first, on a phone. Plain React and one small
 * stylesheet; Cloudscape, Amplify and the portal load only on the routes that need them.
 */
export function LandingPage() {
  const { t, i18n } = useTranslation(['landing', 'common']);
  const { config, session, logOut } = useLandingSession();

  useEffect(() => {
    document.title = t('meta.title');
  }, [t, i18n.language]);

  return (
    <div className="lp">
      <a className="lp-skip" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar session={session} onLogOut={() => void logOut()} />
      <main id="main" tabIndex={-1}>
        <section className="lp-hero" aria-labelledby="hero-title">
          <div className="lp-container">
            <h1 id="hero-title">{t('hero.title')}</h1>
            <p className="lp-hero-lead">{t('hero.lead')}</p>
            <p className="lp-hero-actions">
              <a className="lp-button lp-button-primary" href={`#${ANCHORS.shiftRates}`}>
                {t('hero.seeRates')}
              </a>
              <a className="lp-button lp-button-outline" href={`#${ANCHORS.getInTouch}`}>
                {t('hero.contactUs')}
              </a>
            </p>
          </div>
        </section>
        <section id={ANCHORS.aboutUs} className="lp-section" aria-labelledby="about-title">
          <div className="lp-container lp-prose">
            <h2 id="about-title">{t('about.title')}</h2>
            <p>{t('about.body')}</p>
            <p>{t('about.body2')}</p>
          </div>
        </section>
        <section id={ANCHORS.whatWeDo} className="lp-section lp-section-tint" aria-labelledby="what-title">
          <div className="lp-container">
            <h2 id="what-title">{t('whatWeDo.title')}</h2>
            <ul className="lp-cards">
              {WHAT_WE_DO.map((item) => (
                <li key={item} className="lp-card">
                  <h3>{t(`whatWeDo.${item}.title`)}</h3>
                  <p>{t(`whatWeDo.${item}.body`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <RatesSection />
        <StatsSection />
        <ContactSection config={config} />
      </main>
      <SiteFooter config={config} />
    </div>
  );
}
