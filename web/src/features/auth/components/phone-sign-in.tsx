import type { Session } from '../../../app/auth';
import { useFailureText } from '../use-failure-text';
import { usePhoneSignIn } from '../use-phone-sign-in';

import { CodeStep } from './code-step';
import { PhoneNumberStep } from './phone-number-step';

/** Partners: mobile number, then the 6-digit SMS code (Cognito CUSTOM_AUTH through aws-amplify). */
export function PhoneSignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const failureText = useFailureText();
  const { state, busy, sendCode, answer, resend, edit } = usePhoneSignIn(onSignedIn);

  if (state.step === 'number') {
    return (
      <PhoneNumberStep
        phone={state.phone}
        failure={failureText(state.failure)}
        sending={busy === 'sending'}
        onSend={(phone) => void sendCode(phone)}
      />
    );
  }
  return (
    <CodeStep
      phone={state.phone}
      sentAt={state.sentAt}
      sends={state.sends}
      failure={failureText(state.failure)}
      busy={busy}
      onAnswer={(code) => void answer(code)}
      onResend={resend}
      onEdit={edit}
    />
  );
}
