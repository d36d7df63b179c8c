import type { Operation } from '../operation';

import { clientFillRateGet, fillRateGet } from './fill-rate';
import {
  invitationAccept,
  invitationDecline,
  myInvitationGet,
  myInvitationsList,
  shiftCandidatesList,
  shiftInvitationsList,
  shiftInvitationWithdraw,
  shiftInvite,
} from './invitations';
import {
  partnerNotificationsGet,
  partnerNotificationsUpdate,
  partnerPushSubscribe,
  partnerPushTest,
  partnerPushUnsubscribe,
} from './push-notifications';
import { clientAutoBoostGet, clientAutoBoostUpdate, shiftBoost, shiftBoostQuote } from './rate-boost';
import { shiftWaitlistGet, shiftWaitlistJoin, shiftWaitlistLeave } from './waitlist';

/**
 * Filling shifts and reaching partners (issues 35 and 36): ranked invitations, the waitlist, rate
 * boosts, the fill-rate reports and push notifications; spread into the operation table (index.ts).
 */
export const fillingOperations = {
  'partner-notifications-get': partnerNotificationsGet,
  'partner-notifications-update': partnerNotificationsUpdate,
  'partner-push-subscribe': partnerPushSubscribe,
  'partner-push-unsubscribe': partnerPushUnsubscribe,
  'partner-push-test': partnerPushTest,
  'request-getFillRate': fillRateGet,
  'client-fillRate': clientFillRateGet,
  'request-candidates': shiftCandidatesList,
  'request-invitations': shiftInvitationsList,
  'request-invite': shiftInvite,
  'request-invitationWithdraw': shiftInvitationWithdraw,
  'invitations-mine': myInvitationsList,
  'invitation-get': myInvitationGet,
  'invitation-accept': invitationAccept,
  'invitation-decline': invitationDecline,
  'request-waitlist': shiftWaitlistGet,
  'request-waitlistJoin': shiftWaitlistJoin,
  'request-waitlistLeave': shiftWaitlistLeave,
  'request-boostQuote': shiftBoostQuote,
  'request-boost': shiftBoost,
  'client-autoBoost': clientAutoBoostGet,
  'client-autoBoostUpdate': clientAutoBoostUpdate,
} as const satisfies Record<string, Operation>;
