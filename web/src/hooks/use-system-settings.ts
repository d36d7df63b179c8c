import { useQuery } from '@tanstack/react-query';

import type { SettingsUpdateBody } from '@careshift/contract';

import { callOperation } from '../api/client';
import { settingsKeys } from '../api/query-keys';

import { useSettingSave } from './use-setting-save';

/**
 * The system configuration in force (settings-get: the saved one or the defaults, with `saved`); one
 * cache entry for every reader, so a save shows everywhere. `enabled` false waits (nothing asked).
 */
export function useSystemSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.all,
    enabled,
    queryFn: ({ signal }) => callOperation('settings-get', {}, { signal }),
  });
}

/** settings-updateConfigs; the configuration's readers and its activity trail read again. */
export function useSaveSystemSettings() {
  return useSettingSave(settingsKeys.all, (body: SettingsUpdateBody) =>
    callOperation('settings-updateConfigs', { body }),
  );
}
