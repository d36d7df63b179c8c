import type { Clock } from '../clock';
import { logger } from '../http/logger';
import { accountChangeText } from '../notifications/account-texts';
import type { AccountChangeKind } from '../notifications/account-texts';
import type { MessageSender } from '../notifications/message-sender';
import { noticeLanguage } from '../notifications/notification-texts';

/** What the notices of sign-in changes need: e-mail and the clock. */
export interface AccountNoticeDeps {
  sender: Pick<MessageSender, 'sendEmail'>;
  clock: Clock;
}

/**
 * Tells a user's current (confirmed) address of a change to its sign-in e-mail or phone, in its
 * language (issue 29). The change is already made: a notice that cannot leave is logged.
 */
export async function tellAccountChange(
  deps: AccountNoticeDeps,
  user: { id: string; email: string; lang: string },
  kind: AccountChangeKind,
  value: string,
): Promise<void> {
  const { subject, text } = accountChangeText(kind, noticeLanguage(user.lang), {
    value,
    at: deps.clock.now(),
  });
  try {
    await deps.sender.sendEmail({ to: user.email, subject, text });
  } catch (error) {
    logger.error('An account change notice could not be sent', {
      userId: user.id,
      kind,
      error: error as Error,
    });
  }
}
