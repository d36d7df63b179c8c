import * as z from 'zod/mini';

import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';

/** The VAPID key pair the server signs push requests with (base64url, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The Secrets Manager secret's JSON (docs/operations.md "Push notifications": set once per stage). */
const storedKeys = z.object({
  publicKey: z.string().check(z.minLength(80)),
  privateKey: z.string().check(z.minLength(40)),
});

let keys: Promise<VapidKeys> | undefined;

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY locally (made once per stack start), from
 * the secret named by VAPID_SECRET_ARN in AWS, read once per container (a failed read is tried again).
 */
export function vapidKeys(): Promise<VapidKeys> {
  const publicKey = readOptionalEnv(ENV.vapidPublicKey);
  const privateKey = readOptionalEnv(ENV.vapidPrivateKey);
  if (publicKey && privateKey) return Promise.resolve({ publicKey, privateKey });
  keys ??= (async () => {
    const { readSecretString } = await import('../aws/secret-string');
    const parsed = storedKeys.safeParse(
      JSON.parse((await readSecretString(readEnv(ENV.vapidSecretArn))) ?? '{}'),
    );
    if (!parsed.success)
      throw new Error(
        'The VAPID secret must be JSON {"publicKey", "privateKey"} (npx web-push generate-vapid-keys --json)',
      );
    return parsed.data;
  })();
  keys.catch(() => (keys = undefined));
  return keys;
}

/** Whose push requests these are: the company's address, as push services ask (RFC 8292 `sub`). */
export function vapidSubject(): string {
  return `mailto:${readOptionalEnv(ENV.companyEmail) ?? 'support@careshift.cy'}`;
}

/** Locally, the push-service twin's origin (the one http endpoint a subscription may name); unset in AWS. */
export function localPushServiceOrigin(): string | undefined {
  return readOptionalEnv(ENV.pushServiceOrigin);
}

/** Whether push replaces the SMS of a new shift (issue 36 item 4; on unless set to 'false'). */
export function pushReplacesNewShiftSms(): boolean {
  return readOptionalEnv(ENV.pushReplacesNewShiftSms) !== 'false';
}
