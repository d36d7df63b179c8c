import { useQuery } from '@tanstack/react-query';

import type { VatSettingValues } from '@careshift/contract';

import { callOperation } from '../api/client';
import { settingsKeys } from '../api/query-keys';

import { useSettingSave } from './use-setting-save';

/** The VAT setting in force (settings-vat: the saved one or the standard rate, with `saved`). */
export function useVatSetting() {
  return useQuery({
    queryKey: settingsKeys.vat,
    queryFn: ({ signal }) => callOperation('settings-vat', {}, { signal }),
  });
}

/** settings-updateVat; the setting and the configuration's activity trail read again. */
export function useSaveVatSetting() {
  return useSettingSave(settingsKeys.vat, (body: VatSettingValues) =>
    callOperation('settings-updateVat', { body }),
  );
}
