import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callOperation } from '../api/client';
import { shiftKeys } from '../api/query-keys';
import { registerNamespaces } from '../i18n';
import { invitations as elInvitations } from '../i18n/locales/el/invitations';
import { invitations as enInvitations } from '../i18n/locales/en/invitations';

registerNamespaces({ invitations: { en: enInvitations, el: elInvitations } });

/** The query keys of invitations (issue 35 item 2). */
export const invitationKeys = {
  candidates: (shiftId: string) => ['invitations', 'candidates', shiftId] as const,
  ofShift: (shiftId: string) => ['invitations', 'shift', shiftId] as const,
  mine: () => ['invitations', 'mine'] as const,
  myOne: (shiftId: string) => ['invitations', 'mine', shiftId] as const,
};

/** "Find someone": the ranked partners of an open shift (its organisation and administrators). */
export function useCandidates(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.candidates(shiftId),
    queryFn: () => callOperation('request-candidates', { path: { shiftId } }),
    enabled,
  });
}

/** The invitations sent for a shift. */
export function useShiftInvitations(shiftId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.ofShift(shiftId),
    queryFn: () => callOperation('request-invitations', { path: { shiftId } }),
    enabled,
  });
}

/** Invite partners to a shift; the ranked list and the sent list are read again. */
export function useInvite(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerIds: string[]) =>
      callOperation('request-invite', { path: { shiftId }, body: { partnerIds } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.candidates(shiftId) });
      void queryClient.invalidateQueries({ queryKey: invitationKeys.ofShift(shiftId) });
    },
  });
}

/** Withdraw a pending invitation of a shift (its organisation, administrators); both lists are read again. */
export function useWithdrawInvitation(shiftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) =>
      callOperation('request-invitationWithdraw', { path: { shiftId, partnerId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.candidates(shiftId) });
      void queryClient.invalidateQueries({ queryKey: invitationKeys.ofShift(shiftId) });
    },
  });
}

/** The partner's own invitations. */
export function useMyInvitations() {
  return useQuery({
    queryKey: invitationKeys.mine(),
    queryFn: () => callOperation('invitations-mine', {}),
  });
}

/** The partner's invitation to one shift. */
export function useMyInvitation(shiftId: string) {
  return useQuery({
    queryKey: invitationKeys.myOne(shiftId),
    queryFn: () => callOperation('invitation-get', { path: { shiftId } }),
    retry: false,
  });
}

/** Accept or decline the partner's invitation; the answer replaces it. */
export function useInvitationAnswer(shiftId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: ['invitations', 'mine'] });
    void queryClient.invalidateQueries({ queryKey: shiftKeys.all });
  };
  return {
    accept: useMutation({
      mutationFn: () => callOperation('invitation-accept', { path: { shiftId } }),
      onSuccess,
      onError: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.myOne(shiftId) }),
    }),
    decline: useMutation({
      mutationFn: () => callOperation('invitation-decline', { path: { shiftId } }),
      onSuccess,
      onError: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.myOne(shiftId) }),
    }),
  };
}
