import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';

import { englishFindings } from '@careshift/contract/english-in-greek';
import { SHIFT_STATUS_LABELS } from '@careshift/domain/shifts/status-labels';

import { signInCodeSms, signInRefusedSms, tooManyCodesMessage } from './auth/otp-messages';
import { invitationNoticeText } from './invitations/invitation-texts';
import { accountChangeText, emailChangeCodeText, passwordResetCodeText } from './notifications/account-texts';
import type { AccountChangeKind } from './notifications/account-texts';
import { invoiceNoticeText } from './notifications/invoice-notices';
import { licenceNoticeText } from './notifications/licence-notices';
import { noticeText } from './notifications/notification-texts';
import type { NoticeKind } from './notifications/notification-texts';
import { invoiceLineText } from './pdf/invoice-line-text';
import { lineKindLabel, pdfLabels, postalLine, statusLabel } from './pdf/pdf-labels';
import { createCustomMessageHandler } from './triggers/custom-message';

/**
 * Greek without a word of English (issue 33), Lambda side: every SMS and e-mail template rendered
 * in Greek with sample values, the Cognito custom messages, the sign-in SMS and the invoice PDF's
 * labels. The web's locales and the contract's messages: web/src/i18n/greek-output.test.ts.
 */
const shift = {
  refNumber: 1042,
  positionName: 'Registered Nurse',
  positionNameEl: 'Νοσηλευτής/τρια',
  clientName: 'Γηροκομείο Άγιος Νικόλαος',
  startDate: '2031-03-13T05:00:00.000Z',
  endDate: '2031-03-13T13:00:00.000Z',
};
const link = 'https://app.careshift.cy/s/AB12CD';
const NOTICE_KINDS: readonly NoticeKind[] = [
  'assigned',
  'cancelledForPartner',
  'claimCancelledForPartner',
  'noShowForPartner',
  'reminder',
  'claimedForClient',
  'claimCancelledForClient',
  'cancelledForClient',
  'statusChanged',
  'shiftsPosted',
];
const ACCOUNT_KINDS: readonly AccountChangeKind[] = [
  'emailChangeRequested',
  'emailChanged',
  'phoneChanged',
  'passwordChanged',
];
const overdue = [{ invoiceRef: 77, total: 12_345, dueDate: '2031-03-01' }];

async function cognitoMessages() {
  const handler = createCustomMessageHandler(() => Promise.resolve('https://app.careshift.cy'));
  const sources = ['CustomMessage_ForgotPassword', 'CustomMessage_UpdateUserAttribute'] as const;
  return Promise.all(
    sources.map(async (triggerSource) => {
      const event = {
        triggerSource,
        userName: 'user-1',
        request: {
          userAttributes: { sub: 'user-1', locale: 'el', email: 'maria@example.com' },
          codeParameter: '{####}',
        },
        response: {},
      } as unknown as CustomMessageTriggerEvent;
      const { response } = await handler(event);
      return { triggerSource, subject: response.emailSubject, message: response.emailMessage };
    }),
  );
}

function pdfTexts() {
  const lines = (['SHIFT_COMMISSION', 'NO_SHOW', 'LATE_CLAIM_CANCELLATION'] as const).map((kind) =>
    invoiceLineText(
      {
        kind,
        shiftRef: 1042,
        positionName: 'Νοσηλευτής/τρια',
        clientName: shift.clientName,
        startDate: shift.startDate,
      } as never,
      'el',
    ),
  );
  const statuses = (['PAID', 'PENDING', 'PENDING_REFUND', 'REFUNDED', 'CANCELED'] as const).map((s) =>
    statusLabel(s, 'el'),
  );
  const kinds = (['SHIFT_COMMISSION', 'NO_SHOW', 'LATE_CLAIM_CANCELLATION'] as const).map((k) =>
    lineKindLabel(k, 'el'),
  );
  return {
    labels: pdfLabels('el'),
    lines,
    statuses,
    kinds,
    postal: postalLine({ postalCode: '3010', city: 'LIMASSOL' }, 'el'),
  };
}

describe('the Greek texts the Lambdas send', () => {
  it('should find no English in any Greek SMS or e-mail', () => {
    const params = {
      shift,
      partnerName: 'Μαρία Παπαδοπούλου',
      reason: 'Άλλαξε το πρόγραμμα',
      amount: 2500,
      from: 'VERIFIED',
      to: 'CLAIMED',
      count: 3,
      link,
    } as const;
    const notices = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, noticeText(kind, params, 'el')]));
    const account = Object.fromEntries(
      ACCOUNT_KINDS.map((kind) => [
        kind,
        accountChangeText(kind, 'el', { value: '+35799123456', at: shift.startDate, link }),
      ]),
    );
    const sources = {
      notices,
      account,
      codes: [
        passwordResetCodeText('el', '123456', link),
        passwordResetCodeText('el', '123456'),
        emailChangeCodeText('el', '123456', link),
        emailChangeCodeText('el', '123456'),
      ],
      licence: (['reminder30', 'reminder7', 'restricted'] as const).map((kind) =>
        licenceNoticeText(kind, 'el', '2031-04-01'),
      ),
      invoices: [invoiceNoticeText('overdue', 'el', overdue), invoiceNoticeText('lifted', 'el', overdue)],
      invitations: (['invited', 'taken', 'withdrawn'] as const).map((kind) =>
        invitationNoticeText(kind, 'el', { shift, link, expiresAt: shift.endDate }),
      ),
      signIn: [signInCodeSms('123456', 'el'), signInRefusedSms('el'), tooManyCodesMessage(15, 'el')],
    };
    expect(Object.keys(notices)).toHaveLength(NOTICE_KINDS.length);
    expect(englishFindings(sources)).toEqual([]);
  });

  it('should find no English in the Cognito custom messages', async () => {
    const messages = await cognitoMessages();
    expect(messages.every(({ message }) => message?.includes('{####}'))).toBe(true);
    expect(
      englishFindings({ cognito: messages.map(({ subject, message }) => ({ subject, message })) }),
    ).toEqual([]);
  });

  it('should find no English in the invoice PDF or the shift status labels', () => {
    expect(englishFindings({ pdf: pdfTexts(), statuses: SHIFT_STATUS_LABELS.el })).toEqual([]);
  });
});
