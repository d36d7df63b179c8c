/** Statistics count up over about 2 seconds (spec section 9 "Timers"). */
export const COUNT_UP_DURATION_MS = 2000;

/** The number shown `elapsed` ms into the animation: ease-out, whole numbers, exactly `target` at the end. */
export function countAt(elapsed: number, target: number, duration = COUNT_UP_DURATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = 1 - (1 - elapsed / duration) ** 3;
  return Math.min(target, Math.round(target * progress));
}

/** A count with the language's thousands separator, without building an Intl formatter (costly on a phone). */
export function formatCount(value: number, language: string): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'el' ? '.' : ',');
}
