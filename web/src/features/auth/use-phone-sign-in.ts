import { useCallback, useReducer, useState } from 'react';

import { toE164 } from '@careshift/contract/forms/phone-field';
import type { PhoneInput } from '@careshift/contract/forms/phone-field';

import { answerPhoneCode, startPhoneSignIn } from '../../app/auth';
import type { Session } from '../../app/auth';
import { changeLanguage, currentLanguage } from '../../i18n';

import { initialPhoneSignIn, phoneSignInReducer } from './phone-sign-in-state';
import { phoneCodeAnswerFailure, phoneCodeRequestFailure } from './sign-in-errors';

/** The partner sign-in's calls and state: send a code, answer it, resend, edit the number. */
export function usePhoneSignIn(onSignedIn: (session: Session) => void) {
  const [state, dispatch] = useReducer(phoneSignInReducer, initialPhoneSignIn);
  const [busy, setBusy] = useState<'sending' | 'verifying'>();

  const sendCode = useCallback(async (phone: PhoneInput) => {
    const username = toE164(phone);
    setBusy('sending');
    try {
      await startPhoneSignIn(username, currentLanguage());
      dispatch({ type: 'codeSent', phone, username, at: Date.now() });
    } catch (error) {
      dispatch({ type: 'sendFailed', failure: phoneCodeRequestFailure(error) });
    } finally {
      setBusy(undefined);
    }
  }, []);

  const answer = useCallback(
    async (code: string) => {
      setBusy('verifying');
      try {
        const result = await answerPhoneCode(code, currentLanguage());
        if (result.signedIn) {
          // The partner's saved language, not the browser's, from now on (issue 32).
          if (result.session.language) await changeLanguage(result.session.language);
          onSignedIn(result.session);
          return;
        }
        dispatch({ type: 'codeRejected' });
      } catch (error) {
        dispatch({ type: 'answerFailed', ...phoneCodeAnswerFailure(error) });
      } finally {
        setBusy(undefined);
      }
    },
    [onSignedIn],
  );

  const resend = useCallback(() => {
    if (state.step === 'code') void sendCode(state.phone);
  }, [state, sendCode]);

  const edit = useCallback(() => dispatch({ type: 'edit' }), []);

  return { state, busy, sendCode, answer, resend, edit };
}
