import { randomBytes } from 'node:crypto';

/**
 * Position ids are readable upper snake case made from the name ("Registered Nurse" →
 * REGISTERED_NURSE), as the spec's TEST_POSITION suggests; a name with no Latin letters, or a
 * taken id, gets a short random suffix.
 */
export function positionIdFromName(name: string, withSuffix = false): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  if (base === '') return `POSITION_${suffix}`;
  return withSuffix ? `${base}_${suffix}` : base;
}
