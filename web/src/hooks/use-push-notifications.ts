import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { NoticePreferencesBody, PartnerNotifications, PushSubscribeBody } from '@careshift/contract';

import { callOperation } from '../api/client';
import { registerNamespaces } from '../i18n';
import { pushNotifications as elPushNotifications } from '../i18n/locales/el/push-notifications';
import { pushNotifications as enPushNotifications } from '../i18n/locales/en/push-notifications';

registerNamespaces({ pushNotifications: { en: enPushNotifications, el: elPushNotifications } });

const keyOf = (partnerId: string) => ['push-notifications', partnerId] as const;

/** The partner's notification choices, its phones and the VAPID public key (issue 36). */
export function usePartnerNotifications(partnerId: string) {
  return useQuery({
    queryKey: keyOf(partnerId),
    queryFn: () => callOperation('partner-notifications-get', { path: { partnerId } }),
  });
}

/** Saving choices, turning a phone on or off, and the test notification; each answer refreshes the card. */
export function usePartnerNotificationMutations(partnerId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (data: PartnerNotifications) => queryClient.setQueryData(keyOf(partnerId), data);
  const path = { partnerId };
  return {
    save: useMutation({
      mutationFn: (body: NoticePreferencesBody) =>
        callOperation('partner-notifications-update', { path, body }),
      onSuccess,
    }),
    subscribe: useMutation({
      mutationFn: (body: PushSubscribeBody) => callOperation('partner-push-subscribe', { path, body }),
      onSuccess,
    }),
    unsubscribe: useMutation({
      mutationFn: (subscriptionId: string) =>
        callOperation('partner-push-unsubscribe', { path: { partnerId, subscriptionId } }),
      onSuccess,
    }),
    test: useMutation({ mutationFn: () => callOperation('partner-push-test', { path }) }),
  };
}
