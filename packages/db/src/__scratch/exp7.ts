import { shiftDeltas } from '../aggregates/shift-deltas';
import { newShift } from '../testing/fixtures';
import { nicosiaIsoWeek, nicosiaWallClock } from '@careshift/domain/time/nicosia';
const s = {
  ...newShift({ shiftId: 'a', startDate: '2026-03-10T07:00:00.000Z' }),
  version: 1,
  updatedAt: '',
} as any;
const c = { ...s, status: 'CLAIMED', claimedBy: 'p' };
let t = performance.now();
for (let i = 0; i < 100; i++) shiftDeltas(s, c, 3);
console.log('deltas', (performance.now() - t) / 100);
t = performance.now();
for (let i = 0; i < 100; i++) nicosiaIsoWeek('2026-03-10T07:00:00.000Z');
console.log('week', (performance.now() - t) / 100);
t = performance.now();
for (let i = 0; i < 100; i++) nicosiaWallClock('2026-03-10T07:00:00.000Z');
console.log('wall', (performance.now() - t) / 100);
