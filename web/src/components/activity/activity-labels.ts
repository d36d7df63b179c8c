import type { AuditEntryView, AuditTrailSubject } from '@careshift/contract';
import { isClientStatus } from '@careshift/domain/clients/status';
import { isPartnerStatus } from '@careshift/domain/partners/status';
import { SYSTEM_SETTINGS_FIELDS } from '@careshift/domain/settings/settings';
import { isShiftStatus } from '@careshift/domain/shifts/status';
import { formatNicosiaDateTime } from '@careshift/domain/time/nicosia';

import { activity } from '../../i18n/locales/en/activity';
import type { configuration } from '../../i18n/locales/en/configuration';

export type ActivityAction = keyof (typeof activity)['actions'];
type ActivityField = keyof (typeof activity)['fields'];
type SettingsField = keyof (typeof configuration)['fields'];
export type ActorRole = keyof (typeof activity)['roles'];

/** Every action with a label (the locale's keys, so a new label needs no second list). */
const ACTIONS: readonly string[] = Object.keys(activity.actions).filter((action) => action !== 'other');

const ROLES: readonly string[] = [
  'SYSTEM_USER',
  'OWNER',
  'CLIENT',
  'EMPLOYEE',
  'SCHEDULER',
] satisfies ActorRole[];
const FIELDS: readonly string[] = [
  'startDate',
  'endDate',
  'deadline',
  'positionName',
  'clientName',
  'score',
  'vat',
  'fileName',
  'documentType',
] satisfies ActivityField[];

/** The label key of an action code: its own, or "Other change" (a raw code is never shown). */
export function actionLabelKey(action: string): `actions.${ActivityAction}` {
  return isAction(action) ? `actions.${action}` : 'actions.other';
}

function isAction(action: string): action is ActivityAction {
  return ACTIONS.includes(action);
}

function isRole(role: string): role is ActorRole {
  return ROLES.includes(role);
}

/** The role label key of who acted, or undefined for a role we do not name. */
export function roleLabelKey(role: string): `roles.${ActorRole}` | undefined {
  return isRole(role) ? `roles.${role}` : undefined;
}

function isActivityField(field: string): field is ActivityField {
  return FIELDS.includes(field);
}

function isSettingsField(field: string): field is SettingsField {
  // Every system setting has a label in the configuration namespace (checked when this compiles).
  const labelled: readonly string[] = SYSTEM_SETTINGS_FIELDS satisfies readonly SettingsField[];
  return labelled.includes(field);
}

/** Where a changed field's label lives (activity or configuration namespace); undefined: not shown. */
export function fieldLabelKey(
  field: string,
): `activity:fields.${ActivityField}` | `configuration:fields.${SettingsField}` | undefined {
  if (isActivityField(field)) return `activity:fields.${field}`;
  if (isSettingsField(field)) return `configuration:fields.${field}`;
  return undefined;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as read on screen: instants DD/MM/YYYY HH:mm (Nicosia), hours 22:00, percents 20%. */
export function formatFieldValue(field: string, value: string | null): string {
  if (value === null || value === '') return '-';
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatNicosiaDateTime(value);
  if (field === 'nightShiftStartHour' || field === 'nightShiftEndHour') return `${value}:00`;
  if (field.endsWith('RatePercent')) return `${value}%`;
  return value;
}

/** The status label key of a status move's value for this subject, or undefined (shown as is). */
export function statusLabelKey(subjectType: AuditTrailSubject, status: string) {
  if (subjectType === 'shift' && isShiftStatus(status)) return `ui:shiftStatus.${status}` as const;
  if (subjectType === 'partner' && isPartnerStatus(status)) return `ui:partnerStatus.${status}` as const;
  if (subjectType === 'client' && isClientStatus(status)) return `ui:clientStatus.${status}` as const;
  return undefined;
}

/** The field changes an entry shows: only fields with a label. */
export function shownChanges(entry: AuditEntryView) {
  return entry.changes.filter((change) => fieldLabelKey(change.field) !== undefined);
}
