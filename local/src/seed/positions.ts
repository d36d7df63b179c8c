import type { PositionRates } from '@careshift/db';

export interface DemoPosition extends PositionRates {
  positionId: string;
  name: string;
  /** The Greek name (gender-inclusive where the Greek title has two forms). */
  nameEl: string;
}

/**
 * The job positions of a Cyprus care market with hourly rates in cents, excluding the company's
 * commission (what the landing page's rates table shows). Night is the 22:00–06:00 window;
 * holiday rates apply on Sundays and public holidays. A 0 rate means the position does not work
 * that shift (shown as a dash). TEST_POSITION is QA data the landing page hides.
 */
export const DEMO_POSITIONS: readonly DemoPosition[] = [
  {
    positionId: 'CARE_ASSISTANT',
    name: 'Care Assistant',
    nameEl: 'Βοηθός φροντίδας',
    ...rates(900, 1050, 1350, 1500),
  },
  {
    positionId: 'HEALTHCARE_ASSISTANT',
    name: 'Healthcare Assistant',
    nameEl: 'Βοηθός περίθαλψης',
    ...rates(1000, 1150, 1500, 1700),
  },
  {
    positionId: 'NURSING_ASSISTANT',
    name: 'Nursing Assistant',
    nameEl: 'Βοηθός νοσηλευτή/τριας',
    ...rates(1100, 1300, 1650, 1900),
  },
  {
    positionId: 'REGISTERED_NURSE',
    name: 'Registered Nurse',
    nameEl: 'Νοσηλευτής/τρια',
    ...rates(1500, 1750, 2250, 2600),
  },
  { positionId: 'MIDWIFE', name: 'Midwife', nameEl: 'Μαία/Μαιευτής', ...rates(1800, 2100, 2700, 3100) },
  {
    positionId: 'INTENSIVE_CARE_NURSE',
    name: 'Intensive Care Nurse',
    nameEl: 'Νοσηλευτής/τρια ΜΕΘ',
    ...rates(1900, 2200, 2800, 3200),
  },
  {
    positionId: 'PHYSIOTHERAPIST',
    name: 'Physiotherapist',
    nameEl: 'Φυσικοθεραπευτής/τρια',
    ...rates(2200, 0, 3000, 0),
  },
  {
    positionId: 'TEST_POSITION',
    name: 'Test Position',
    nameEl: 'Δοκιμαστική θέση',
    ...rates(100, 100, 100, 100),
  },
];

function rates(
  normalDay: number,
  normalNight: number,
  holidayDay: number,
  holidayNight: number,
): PositionRates {
  return {
    normalDayHourlyRate: normalDay,
    normalNightHourlyRate: normalNight,
    holidayDayHourlyRate: holidayDay,
    holidayNightHourlyRate: holidayNight,
  };
}
