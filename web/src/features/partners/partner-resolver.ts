import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldName, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

import { administratorPartnerFormSchema, ownPartnerFormSchema } from '@careshift/contract';
import type { AdministratorPartnerForm, PartnerFormOptions, PartnerFormValues } from '@careshift/contract';

type OwnPartnerForm = z.input<ReturnType<typeof ownPartnerFormSchema>>;

/**
 * The partner form's resolver for the editor's role. Both roles fill one form type (the administrators'
 * fields); the partner's own schema validates the subset a partner edits, so the field names the form
 * hands it are those of that subset.
 */
export function partnerResolver(
  options: PartnerFormOptions,
): Resolver<AdministratorPartnerForm, unknown, PartnerFormValues> {
  if (options.role === 'SYSTEM_USER') return zodResolver(administratorPartnerFormSchema(options));
  const schema = ownPartnerFormSchema(options);
  const own = zodResolver(schema);
  const isOwnField = (name: string): name is FieldName<OwnPartnerForm> =>
    (name.split('.')[0] ?? '') in schema.shape;
  return (values, context, resolverOptions) =>
    own(values, context, { ...resolverOptions, names: resolverOptions.names?.filter(isOwnField) });
}
