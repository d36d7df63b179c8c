import { logger } from '../http/logger';
import { signInLink } from '../notifications/account-texts';
import type { MessageSender } from '../notifications/message-sender';
import { noticeLanguage } from '../notifications/notification-texts';
import { partnerSignInLink, partnerWelcomeSms, welcomeEmailText } from '../notifications/welcome-texts';

/** What a welcome needs: a sender and the app's address for the sign-in link. */
export interface WelcomeDeps<Channel extends 'sendEmail' | 'sendSms'> {
  sender: Pick<MessageSender, Channel>;
  appUrl: () => Promise<string | undefined>;
}

/**
 * Welcomes a new organisation owner or user by e-mail, in its language (issue 32 item 12). The
 * account exists already: a welcome that cannot leave is logged and changes nothing.
 */
export async function welcomeClientUser(
  deps: WelcomeDeps<'sendEmail'>,
  user: { userId: string; email: string; firstName: string; lang: string; owner?: boolean },
  organisation: string,
): Promise<void> {
  try {
    const link = signInLink(await deps.appUrl());
    const { subject, text } = welcomeEmailText(noticeLanguage(user.lang), {
      ...user,
      owner: user.owner === true,
      organisation,
      link,
    });
    await deps.sender.sendEmail({ to: user.email, subject, text });
  } catch (error) {
    logger.error('A welcome e-mail could not be sent', { userId: user.userId, error: error as Error });
  }
}

/** Welcomes a new partner by SMS, in its language; a failed send is logged and changes nothing. */
export async function welcomePartner(
  deps: WelcomeDeps<'sendSms'>,
  partner: { partnerId: string; phoneNumber: string; firstName: string; lang: string },
): Promise<void> {
  try {
    const link = partnerSignInLink(await deps.appUrl());
    const text = partnerWelcomeSms(noticeLanguage(partner.lang), partner.firstName, link);
    await deps.sender.sendSms({ to: partner.phoneNumber, text });
  } catch (error) {
    logger.error('A welcome SMS could not be sent', { partnerId: partner.partnerId, error: error as Error });
  }
}
