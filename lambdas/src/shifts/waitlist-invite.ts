import type { SendInvitationsInput, SendInvitationsResult } from '../invitations/send-invitations';

/**
 * The call site of the invitation flow for a released shift (issue 35 items 2 and 3): the waitlist hands
 * its line, in order, to the invitations' sendInvitations with source WAITLIST; the invitation flow skips
 * whoever cannot claim the shift now (blocked meanwhile, fatigue rules, standing) and sends each of the
 * others an SMS and an e-mail through the outbox; the first to accept claims it through the race-proof claim.
 */
export type WaitlistInvite = (
  input: SendInvitationsInput & { source: 'WAITLIST' },
) => Promise<Pick<SendInvitationsResult, 'skipped'> & { sent: { partnerId: string }[] }>;

/** The invitation flow's sender, loaded when a shift is released (a claim cancelled is rare). */
export function invitationSender(): WaitlistInvite {
  return async (input) => {
    const { sendInvitations, invitationDeps } = await import('../invitations/send-invitations');
    return sendInvitations(invitationDeps(), input);
  };
}
