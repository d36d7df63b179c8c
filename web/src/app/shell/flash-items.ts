import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

export interface Notice {
  type: 'success' | 'error' | 'info' | 'warning';
  header?: string;
  content?: string;
  /** How long a success notice stays at least (the spec's toast times); raised to the floor below. */
  lifetimeMs?: number;
}

/**
 * A success notice stays at least this long (WCAG 2.2.1 Timing Adjustable: a message that goes by
 * itself must leave time to read it; the spec's 0.5–5 s toasts are raised to this). It can be
 * dismissed sooner.
 */
export const SUCCESS_MIN_LIFETIME_MS = 10_000;

/** How long a notice stays before it goes by itself: success notices, never a failure or warning. */
export function noticeLifetimeMs(notice: Notice): number | undefined {
  if (notice.type !== 'success') return undefined;
  return Math.max(notice.lifetimeMs ?? 0, SUCCESS_MIN_LIFETIME_MS);
}

/**
 * How a screen reader is told of a notice when it appears: a failure interrupts (`alert`), anything
 * else waits its turn (`status`).
 */
export function noticeAriaRole(notice: Notice): FlashbarProps.AriaRole {
  return notice.type === 'error' ? 'alert' : 'status';
}

/** The Flashbar item of a notice: announced, dismissible. */
export function flashItemOf(
  notice: Notice & { id: string },
  dismissLabel: string,
  onDismiss: () => void,
): FlashbarProps.MessageDefinition {
  return {
    id: notice.id,
    type: notice.type,
    header: notice.header,
    content: notice.content,
    ariaRole: noticeAriaRole(notice),
    dismissible: true,
    dismissLabel,
    onDismiss,
  };
}
