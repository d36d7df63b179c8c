import Alert from '@cloudscape-design/components/alert';

import { noticeAriaRole } from './flash-items';
import { useNotices } from './notifications';

/**
 * The shell's messages as Cloudscape alerts, newest first: a failure is announced at once (role
 * alert), anything else politely (role status), each dismissible (the partner's light shell; the
 * other roles' AppShell shows the same messages in a Flashbar).
 */
export function NoticeList({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const { items, dismiss } = useNotices();
  if (items.length === 0) return null;
  return (
    <section className="ps-notices" aria-label={label}>
      {items.map((notice) => (
        <div key={notice.id} role={noticeAriaRole(notice)}>
          <Alert
            type={notice.type}
            header={notice.header}
            dismissible
            onDismiss={() => dismiss(notice.id)}
            i18nStrings={{ dismissAriaLabel: dismissLabel }}
          >
            {notice.content}
          </Alert>
        </div>
      ))}
    </section>
  );
}
