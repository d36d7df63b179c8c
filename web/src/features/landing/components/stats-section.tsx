import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicRoutes } from 'virtual:careshift/operation-ids';

import { fetchOpenShiftsCount } from '../../../api/open-shifts';
import { currentLanguage } from '../../../i18n';
import { formatCount } from '../count-up';
import { useCountUp } from '../use-count-up';

/** Registered nurses shown on the landing page: fixed at 500, displayed as 500+ (spec section 9). */
export const REGISTERED_NURSES = 500;

function Stat({ target, suffix = '', label }: { target: number; suffix?: string; label: string }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target);
  const language = currentLanguage();
  return (
    <div className="lp-stat">
      <dt>{label}</dt>
      <dd>
        <span ref={ref} className="lp-stat-value" aria-hidden="true">
          {formatCount(value, language)}
          {suffix}
        </span>
        <span className="lp-visually-hidden">
          {formatCount(target, language)}
          {suffix}
        </span>
      </dd>
    </div>
  );
}

/** Statistics: open shifts (only once the contract has request-getEntityCounts) and registered nurses. */
export function StatsSection() {
  const { t } = useTranslation(['landing', 'common']);
  const [openShifts, setOpenShifts] = useState<number>();

  useEffect(() => {
    let active = true;
    fetchOpenShiftsCount(publicRoutes).then(
      (count) => active && setOpenShifts(count),
      () => active && setOpenShifts(undefined),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="lp-section lp-section-dark" aria-labelledby="stats-title">
      <div className="lp-container">
        <h2 id="stats-title">{t('stats.title')}</h2>
        <dl className="lp-stats">
          {openShifts !== undefined && <Stat target={openShifts} label={t('stats.openShifts')} />}
          <Stat target={REGISTERED_NURSES} suffix="+" label={t('stats.registeredNurses')} />
        </dl>
      </div>
    </section>
  );
}
