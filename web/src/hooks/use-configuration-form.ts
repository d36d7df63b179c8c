import { useCallback, useState } from 'react';
import * as z from 'zod/mini';

import type { ClientConfig, SystemSettings } from '@careshift/domain/config/settings';

import { fieldNameOf, isApiError } from '../api/api-error';
import { isConfigurationField, toConfigurationValues } from '../components/configuration-values';
import type { ConfigurationErrors, ConfigurationValues } from '../components/configuration-values';

/**
 * The state of a configuration form for ConfigurationFields: its values, a message per field, a
 * client-side check with the contract's schema (systemConfigurationFormSchema or
 * clientConfigurationFormSchema) and the server's field errors put on their fields.
 *
 *   const form = useConfigurationForm(systemConfigurationFormSchema, saved);
 *   <ConfigurationFields mode="system" value={form.values} onChange={form.setValues} errors={form.errors} />
 *   const body = form.validate(); // the schema's output, or undefined (errors shown)
 */
export function useConfigurationForm<S extends z.core.$ZodType>(
  schema: S,
  saved: ClientConfig | SystemSettings,
) {
  const [values, setValues] = useState<ConfigurationValues>(() => toConfigurationValues(saved));
  const [errors, setErrors] = useState<ConfigurationErrors>({});

  const reset = useCallback((next: ClientConfig | SystemSettings) => {
    setValues(toConfigurationValues(next));
    setErrors({});
  }, []);

  /** The checked body to send, or undefined when a field is wrong (its message is shown). */
  const validate = (): z.output<S> | undefined => {
    const parsed = z.safeParse(schema, values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: ConfigurationErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (isConfigurationField(name) && !found[name]) found[name] = issue.message;
    }
    setErrors(found);
    return undefined;
  };

  /** Puts a failed save's field errors on their fields; true when any was shown there. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const found: ConfigurationErrors = {};
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      const name = fieldNameOf(key);
      if (isConfigurationField(name)) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  return { values, setValues, errors, reset, validate, showServerErrors };
}
