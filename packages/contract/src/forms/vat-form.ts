import * as z from 'zod/mini';

import { isVatRate, VAT_BOUNDS } from '@careshift/domain/invoices/invoice-vat';

import { messageKey } from '../messages';

import { requiredText } from './fields';

const { min, max } = VAT_BOUNDS.rate;
const rateRange = messageKey('vatRateRange', { min, max });

/** A VAT rate in percent, 0–100 with at most two decimals, from a number or a form's text ("19", "2.5"). */
const ratePercent = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()], { error: rateRange })),
    z.transform((value) =>
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
        ? undefined
        : Number(typeof value === 'string' ? value.trim().replace(',', '.') : value),
    ),
  ),
  z
    .number({ error: (issue) => (issue.input === undefined ? messageKey('required') : rateRange) })
    .check(z.refine(isVatRate, rateRange)),
);

/**
 * The VAT setting (issue 29 item 5): a rate in percent, or an exemption with its wording in English and
 * Greek, printed on every invoice issued while it is in force.
 */
export const vatSettingFormSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('RATE'), ratePercent }),
  z.object({
    mode: z.literal('EXEMPT'),
    exemptionEn: requiredText(VAT_BOUNDS.exemptionLength),
    exemptionEl: requiredText(VAT_BOUNDS.exemptionLength),
  }),
]);
export type VatSettingForm = z.input<typeof vatSettingFormSchema>;
export type VatSettingValues = z.output<typeof vatSettingFormSchema>;
