import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PhoneInput } from '@careshift/contract/forms/phone-field';
import {
  isVerificationCodeComplete,
  VERIFICATION_CODE_LENGTH,
} from '@careshift/contract/forms/phone-login-form';

import { SubmitForm } from '../../../components/submit-form';
import { resendSecondsLeft } from '../phone-sign-in-state';

import { OneTimeCodeField } from './one-time-code-field';

interface CodeStepProps {
  phone: PhoneInput;
  sentAt: number;
  /** Changes with every code sent: the field empties. */
  sends: number;
  /** "Verification code is invalid." and other failures of this step. */
  failure: string | undefined;
  busy: 'sending' | 'verifying' | undefined;
  onAnswer: (code: string) => void;
  onResend: () => void;
  onEdit: () => void;
}

/** Seconds until `sentAt + wait`, ticking once a second until it reaches 0. */
function useResendCountdown(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  return left;
}

/** Step two: the 6-digit code of the SMS; Log In is enabled at exactly 6 digits (spec section 5). */
export function CodeStep({ phone, sentAt, sends, failure, busy, onAnswer, onResend, onEdit }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const resendIn = useResendCountdown(sentAt);
  const complete = isVerificationCodeComplete(code);

  useEffect(() => setCode(''), [sends]);

  return (
    <SubmitForm
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !busy) onAnswer(code);
      }}
      actions={
        <Button variant="primary" formAction="submit" disabled={!complete} loading={busy === 'verifying'}>
          {t('phone.submitCode')}
        </Button>
      }
    >
      <SpaceBetween size="l">
        <Alert type="info">{t('phone.codeSent')}</Alert>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="span">{t('phone.sentTo', { phone: `${phone.countryCode} ${phone.number}` })}</Box>
          <Button variant="inline-link" formAction="none" onClick={onEdit} disabled={busy !== undefined}>
            {t('phone.edit')}
          </Button>
        </SpaceBetween>
        <OneTimeCodeField
          label={t('phone.code')}
          constraintText={t('phone.codeHint')}
          length={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={setCode}
          errorText={failure}
        />
        <Button
          variant="normal"
          formAction="none"
          onClick={onResend}
          disabled={resendIn > 0 || busy !== undefined}
          loading={busy === 'sending'}
        >
          {resendIn > 0 ? t('phone.resendIn', { seconds: resendIn }) : t('phone.resend')}
        </Button>
      </SpaceBetween>
    </SubmitForm>
  );
}
