import * as z from 'zod/mini';

import { systemSettingsFormSchema } from '../forms/settings-form';
import { vatSettingFormSchema } from '../forms/vat-form';
import { messageKey } from '../messages';
import { defineOperation } from '../operation';

import { listCursor, pageOf, recordId } from './record-fields';

/** The system configuration document (spec section 3, Settings). */
export const systemSettingsSchema = z.object({
  companyCommissionRatePercent: z.number().check(z.int()),
  employeeRatePercent: z.number().check(z.int()),
  nightShiftStartHour: z.number().check(z.int()),
  nightShiftEndHour: z.number().check(z.int()),
  dueInvoiceDays: z.number().check(z.int()),
  mandatoryRestHours: z.number().check(z.int()),
});
export type SystemSettingsView = z.infer<typeof systemSettingsSchema>;

/** The settings in force: the saved ones, or the domain's defaults while nobody has saved any. */
export const settingsReplySchema = z.object({
  settings: systemSettingsSchema,
  /** False while the defaults apply (nobody has saved the configuration yet). */
  saved: z.boolean(),
});
export type SettingsReply = z.infer<typeof settingsReplySchema>;

/** settings-updateConfigs body: the spec's six fields; employeeRatePercent is recomputed (100 − commission). */
export type SettingsUpdateBody = z.output<typeof systemSettingsFormSchema>;

export const settingsGet = defineOperation({
  id: 'settings-get',
  method: 'GET',
  path: '/api/settings',
  access: ['SYSTEM_USER'],
  area: 'settings',
  summary: 'The system configuration in force: the saved one, or the defaults (saved: false).',
  input: {},
  output: settingsReplySchema,
});

export const settingsUpdateConfigs = defineOperation({
  id: 'settings-updateConfigs',
  method: 'PUT',
  path: '/api/settings',
  access: ['SYSTEM_USER'],
  area: 'settings',
  summary:
    'Save the system configuration (audited). The partner share is always 100 − commission; shifts already posted keep their cost.',
  input: { body: systemSettingsFormSchema },
  output: settingsReplySchema,
});

/** The VAT setting in force (issue 29 item 5): the saved one, or Cyprus's standard rate (saved: false). */
export const vatSettingReplySchema = z.object({
  vat: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('RATE'), ratePercent: z.number() }),
    z.object({ mode: z.literal('EXEMPT'), exemptionEn: z.string(), exemptionEl: z.string() }),
  ]),
  saved: z.boolean(),
});
export type VatSettingReply = z.infer<typeof vatSettingReplySchema>;

export const settingsVatGet = defineOperation({
  id: 'settings-vat',
  method: 'GET',
  path: '/api/settings/vat',
  access: ['SYSTEM_USER'],
  area: 'settings',
  summary: "The VAT invoices are issued under: a rate in percent or an exemption's wording (en, el).",
  input: {},
  output: vatSettingReplySchema,
});

export const settingsVatUpdate = defineOperation({
  id: 'settings-updateVat',
  method: 'PUT',
  path: '/api/settings/vat',
  access: ['SYSTEM_USER'],
  area: 'settings',
  summary:
    'Save the VAT setting (audited): a rate 0–100 % or an exemption worded in English and Greek. Invoices already issued keep the VAT they were issued with.',
  input: { body: vatSettingFormSchema },
  output: vatSettingReplySchema,
});

/** What an activity trail can be asked about (the administrator's detail pages and /configuration). */
export const AUDIT_TRAIL_SUBJECTS = ['shift', 'client', 'partner', 'settings'] as const;
export type AuditTrailSubject = (typeof AUDIT_TRAIL_SUBJECTS)[number];

/** The subject id of the system configuration's trail. */
export const SYSTEM_SETTINGS_SUBJECT_ID = 'system';

/** One changed field of an entry: its name and its values before and after (text; null when unknown). */
export const auditChangeSchema = z.object({
  field: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  /** When (ISO-8601 UTC). */
  at: z.string(),
  /** What happened: a code such as shift-claim or settings-update (the web labels it). */
  action: z.string(),
  /** Who: the user's id and role (SCHEDULER for automatic moves) and display name when known. */
  actor: z.object({ id: z.string(), role: z.string(), name: z.nullable(z.string()) }),
  /** A status move's values. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** Field changes (a configuration save, a shift's edited values). */
  changes: z.array(auditChangeSchema),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditList = defineOperation({
  id: 'audit-list',
  method: 'GET',
  path: '/api/audit/{subjectType}/{subjectId}',
  access: ['SYSTEM_USER'],
  area: 'settings',
  summary: "A subject's activity trail (shift, client, partner or settings), newest first, 20 per page.",
  input: {
    path: z.object({
      subjectType: z.enum(AUDIT_TRAIL_SUBJECTS, { error: messageKey('invalidOption') }),
      subjectId: recordId,
    }),
    query: z.object({ cursor: listCursor }),
  },
  output: pageOf(auditEntrySchema),
});
