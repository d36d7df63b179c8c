import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The form inside an action modal: validated with the contract's schema (as the API validates), and
 * emptied each time the modal opens, so a second opening never shows the first one's answers or errors.
 * `empty` must be a constant (module level), or the form would empty itself on every render.
 */
export function useModalForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  empty: z.input<Schema>,
  open: boolean,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<z.input<Schema>>,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset, empty]);
  return form;
}
