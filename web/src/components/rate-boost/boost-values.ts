import type { BoostBody } from '@careshift/contract';
import { isValidBoost } from '@careshift/domain/boosts/rate-boost';
import type { BoostKind } from '@careshift/domain/boosts/rate-boost';

/**
 * The boost a form's text stands for, or null when it is not a valid one (the domain's limits): a
 * percentage is a whole number; an amount is euros per hour ("1.50" or "1,50"), sent in cents.
 */
export function boostOf(kind: BoostKind, text: string): BoostBody | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = kind === 'PERCENT' ? Number(trimmed) : Math.round(Number(trimmed) * 100);
  const boost = { kind, value };
  return isValidBoost(boost) ? boost : null;
}
