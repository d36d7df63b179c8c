import { describe, expect, it } from 'vitest';

import { resources } from '../../i18n/resources';

import {
  actionLabelKey,
  fieldLabelKey,
  formatFieldValue,
  roleLabelKey,
  statusLabelKey,
} from './activity-labels';

describe('activity labels', () => {
  it('should label every known action in both languages and any unknown code as "Other change"', () => {
    for (const action of ['shift-claim', 'settings-update', 'client-config-update', 'partner-status']) {
      const key = actionLabelKey(action).replace(
        'actions.',
        '',
      ) as keyof typeof resources.en.activity.actions;
      expect(resources.en.activity.actions[key]).toBeTruthy();
      expect(resources.el.activity.actions[key]).toBeTruthy();
    }
    expect(actionLabelKey('shift-teleported')).toBe('actions.other');
  });

  it("should label a partner's document uploads and removals and their file name in both languages (issue 32 item 12)", () => {
    expect(actionLabelKey('partner-document-upload')).toBe('actions.partner-document-upload');
    expect(actionLabelKey('partner-document-remove')).toBe('actions.partner-document-remove');
    expect(fieldLabelKey('fileName')).toBe('activity:fields.fileName');
    for (const language of ['en', 'el'] as const) {
      const { actions, fields } = resources[language].activity as {
        actions: Record<string, string>;
        fields: Record<string, string>;
      };
      expect([
        actions['partner-document-upload'],
        actions['partner-document-remove'],
        fields.fileName,
      ]).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    }
    expect(formatFieldValue('fileName', 'Πιστοποιητικό.pdf')).toBe('Πιστοποιητικό.pdf');
  });

  it("should label a document's type change and its field in both languages (issue 32 item 12)", () => {
    expect(actionLabelKey('partner-document-rename')).toBe('actions.partner-document-rename');
    expect(fieldLabelKey('documentType')).toBe('activity:fields.documentType');
    for (const language of ['en', 'el'] as const) {
      const { actions, fields } = resources[language].activity as {
        actions: Record<string, string>;
        fields: Record<string, string>;
      };
      expect([actions['partner-document-rename'], fields.documentType]).toEqual([
        expect.any(String),
        expect.any(String),
      ]);
    }
  });

  it('should name roles it knows and leave others unnamed', () => {
    expect(roleLabelKey('SYSTEM_USER')).toBe('roles.SYSTEM_USER');
    expect(roleLabelKey('SCHEDULER')).toBe('roles.SCHEDULER');
    expect(roleLabelKey('HACKER')).toBeUndefined();
  });

  it('should find field labels in the activity or configuration namespace and hide unknown fields', () => {
    expect(fieldLabelKey('startDate')).toBe('activity:fields.startDate');
    expect(fieldLabelKey('companyCommissionRatePercent')).toBe(
      'configuration:fields.companyCommissionRatePercent',
    );
    expect(fieldLabelKey('positionRates')).toBeUndefined();
  });

  it('should show instants in Nicosia time, hours as HH:00 and percents with %', () => {
    expect(formatFieldValue('startDate', '2030-01-08T08:00:00.000Z')).toBe('08/01/2030 10:00');
    expect(formatFieldValue('nightShiftStartHour', '22')).toBe('22:00');
    expect(formatFieldValue('companyCommissionRatePercent', '25')).toBe('25%');
    expect(formatFieldValue('dueInvoiceDays', '14')).toBe('14');
    expect(formatFieldValue('endDate', null)).toBe('-');
  });

  it("should label a status with the subject's own status names only", () => {
    expect(statusLabelKey('shift', 'CLAIMED')).toBe('ui:shiftStatus.CLAIMED');
    expect(statusLabelKey('partner', 'RESTRICTED')).toBe('ui:partnerStatus.RESTRICTED');
    expect(statusLabelKey('client', 'CLAIMED')).toBeUndefined();
    expect(statusLabelKey('settings', 'VERIFIED')).toBeUndefined();
  });
});
