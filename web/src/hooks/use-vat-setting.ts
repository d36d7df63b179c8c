import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { VatSettingValues } from '@careshift/contract';

import { callOperation } from '../api/client';
import { auditKeys, settingsKeys } from '../api/query-keys';

/** The VAT setting in force (settings-vat: the saved one or the standard rate, with `saved`). */
export function useVatSetting() {
  return useQuery({
    queryKey: settingsKeys.vat,
    queryFn: ({ signal }) => callOperation('settings-vat', {}, { signal }),
  });
}

/** settings-updateVat; the setting and the configuration's activity trail read again. */
export function useSaveVatSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VatSettingValues) => callOperation('settings-updateVat', { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData(settingsKeys.vat, reply);
      return queryClient.invalidateQueries({ queryKey: auditKeys.all });
    },
  });
}
