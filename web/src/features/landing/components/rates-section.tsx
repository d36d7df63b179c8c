import { useTranslation } from 'react-i18next';

import type { Position } from '@careshift/contract';
import { RATE_FIELDS, rateKindOf } from '@careshift/domain/cost/rate-fields';
import { formatHourlyRate } from '@careshift/domain/money';

import { ANCHORS } from '../../../app/paths';
import { PositionName } from '../../../components/position-name';
import { currentLanguage } from '../../../i18n';
import { useShiftRates } from '../use-shift-rates';

const RATE_COLUMNS = RATE_FIELDS.map((field) => [field, rateKindOf(field)] as const);

function RatesTable({ positions }: { positions: Position[] }) {
  const { t } = useTranslation(['landing', 'common']);
  const language = currentLanguage();
  const perHour = t('common:perHour');
  return (
    <div className="lp-table-wrap">
      {/* Explicit roles keep the table's meaning when narrow screens lay its rows out as cards. */}
      <table className="lp-table" role="table">
        <caption id="rates-caption" className="lp-visually-hidden">
          {t('rates.caption')}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('rates.position')}
            </th>
            {RATE_COLUMNS.map(([field, label]) => (
              <th scope="col" role="columnheader" key={field} className="lp-num">
                {t(`rates.${label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {positions.map((position) => (
            <tr key={position.id} role="row">
              <th scope="row" role="rowheader">
                <PositionName position={position} />
              </th>
              {RATE_COLUMNS.map(([field, label]) => (
                <td key={field} role="cell" className="lp-num" data-label={t(`rates.${label}`)}>
                  {formatHourlyRate(position[field], language, perHour)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** #shift-rates: the public rates (operation positions-list), which exclude the company commission. */
export function RatesSection() {
  const { t } = useTranslation(['landing', 'common']);
  const { state, retry } = useShiftRates();
  return (
    <section id={ANCHORS.shiftRates} className="lp-section lp-section-tint" aria-labelledby="rates-title">
      <div className="lp-container">
        <h2 id="rates-title">{t('rates.title')}</h2>
        <p className="lp-lead">{t('rates.intro')}</p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <p className="lp-placeholder">{t('rates.loading')}</p>}
          {state.status === 'failed' && (
            <p className="lp-placeholder">
              {t('rates.failed')}{' '}
              <button type="button" className="lp-link-button" onClick={retry}>
                {t('common:actions.retry')}
              </button>
            </p>
          )}
          {state.status === 'ready' &&
            (state.positions.length === 0 ? (
              <p className="lp-placeholder">{t('rates.empty')}</p>
            ) : (
              <RatesTable positions={state.positions} />
            ))}
        </div>
        <p className="lp-note">{t('rates.note')}</p>
      </div>
    </section>
  );
}
