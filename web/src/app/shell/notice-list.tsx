import Alert from '@cloudscape-design/components/alert';

import { noticeAriaRole } from './flash-items';
import type { Notice } from './notifications';
import { useNotices } from './notifications';

const COLUMN = { display: 'flex', flexDirection: 'column', gap: 8 } as const;

/**
 * The shell's messages as Cloudscape alerts, newest first, each dismissible (the partner's light
 * shell; the other roles' AppShell shows the same messages in a Flashbar). The two live regions are
 * in the page from the start and the messages are inserted into them: a region inserted together
 * with its message is skipped by screen readers. A failure is announced at once (role alert),
 * anything else politely (role status).
 */
export function NoticeList({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const { items, dismiss } = useNotices();
  const alertOf = (notice: Notice & { id: string }) => (
    <Alert
      key={notice.id}
      type={notice.type}
      header={notice.header}
      dismissible
      onDismiss={() => dismiss(notice.id)}
      i18nStrings={{ dismissAriaLabel: dismissLabel }}
    >
      {notice.content}
    </Alert>
  );
  const urgent = items.filter((notice) => noticeAriaRole(notice) === 'alert');
  const polite = items.filter((notice) => noticeAriaRole(notice) !== 'alert');
  return (
    <section
      className="ps-notices"
      aria-label={label}
      style={{ gap: 0, marginBottom: items.length === 0 ? 0 : undefined }}
    >
      <div role="alert" style={COLUMN}>
        {urgent.map(alertOf)}
      </div>
      <div
        role="status"
        aria-live="polite"
        style={{ ...COLUMN, marginTop: urgent.length && polite.length ? 8 : 0 }}
      >
        {polite.map(alertOf)}
      </div>
    </section>
  );
}
