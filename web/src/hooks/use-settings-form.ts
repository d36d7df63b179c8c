import { useCallback, useState } from 'react';
import * as z from 'zod/mini';

import type { ClientSettings, SystemSettings } from '@careshift/domain/settings/settings';

import { fieldNameOf, isApiError } from '../api/api-error';
import { isSettingsField, toSettingsValues } from '../components/settings-values';
import type { SettingsErrors, SettingsValues } from '../components/settings-values';

/**
 * The state of a configuration form for SettingsFields: its values, a message per field, a
 * client-side check with the contract's schema (systemSettingsFormSchema or
 * clientSettingsFormSchema) and the server's field errors put on their fields.
 *
 *   const form = useSettingsForm(systemSettingsFormSchema, saved);
 *   <SettingsFields mode="system" value={form.values} onChange={form.setValues} errors={form.errors} />
 *   const body = form.validate(); // the schema's output, or undefined (errors shown)
 */
export function useSettingsForm<S extends z.core.$ZodType>(
  schema: S,
  saved: ClientSettings | SystemSettings,
) {
  const [values, setValues] = useState<SettingsValues>(() => toSettingsValues(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});

  const reset = useCallback((next: ClientSettings | SystemSettings) => {
    setValues(toSettingsValues(next));
    setErrors({});
  }, []);

  /** The checked body to send, or undefined when a field is wrong (its message is shown). */
  const validate = (): z.output<S> | undefined => {
    const parsed = z.safeParse(schema, values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: SettingsErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isSettingsField(name) && !found[name]) found[name] = issue.message;
    }
    setErrors(found);
    return undefined;
  };

  /** Puts a failed save's field errors on their fields; true when any was shown there. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const found: SettingsErrors = {};
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      const name = fieldNameOf(key);
      if (isSettingsField(name)) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  return { values, setValues, errors, reset, validate, showServerErrors };
}
