import { accountNoticeIntentId } from '@careshift/db';
import type { NotificationIntentRepository } from '@careshift/db';

import type { Clock } from '../clock';
import { accountChangeText } from '../notifications/account-texts';
import type { AccountChangeKind } from '../notifications/account-texts';
import { messageIntent } from '../notifications/message-notice';
import { noticeLanguage } from '../notifications/notification-texts';

/** What the notices of sign-in changes need: the notification outbox and the clock. */
export interface AccountNoticeDeps {
  notificationIntents: Pick<NotificationIntentRepository, 'addIntent'>;
  clock: Clock;
}

/**
 * Tells a user's current (confirmed) address of a change to its sign-in e-mail or phone, in its
 * language (issue 29). The change is already made: the e-mail is kept in the notification outbox and
 * its sender delivers it (issue 32), so the request does not wait on SES and a failed send is retried.
 */
export async function tellAccountChange(
  deps: AccountNoticeDeps,
  user: { id: string; email: string; lang: string },
  kind: AccountChangeKind,
  value: string,
): Promise<void> {
  const now = deps.clock.now();
  const { subject, text } = accountChangeText(kind, noticeLanguage(user.lang), { value, at: now });
  const at = now.toISOString();
  await deps.notificationIntents.addIntent(
    messageIntent(
      accountNoticeIntentId(user.id, `${kind}@${at}`),
      [{ channel: 'email', to: user.email, subject, text }],
      at,
    ),
  );
}
