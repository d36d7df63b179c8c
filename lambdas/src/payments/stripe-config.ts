import type Stripe from 'stripe';
import * as z from 'zod/mini';

import { ENV, readEnv, readOptionalEnv } from '@careshift/contract';

/** Stripe's two secrets: the API key the SDK calls with, and the key webhook signatures are checked with. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The Secrets Manager secret's JSON (docs/operations.md, "Stripe"). */
const storedKeys = z.object({
  secretKey: z.string().check(z.minLength(1)),
  webhookSecret: z.string().check(z.minLength(1)),
});

let keys: Promise<StripeKeys> | undefined;

/**
 * The keys: from STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET locally (the Stripe twin's), from the
 * Secrets Manager secret named by STRIPE_SECRET_ARN in AWS, read once per container (a failed read is
 * tried again on the next call; a rotated secret reaches a container when it next starts).
 */
export function stripeKeys(): Promise<StripeKeys> {
  keys ??= (async () => {
    const secretKey = readOptionalEnv(ENV.stripeSecretKey);
    const webhookSecret = readOptionalEnv(ENV.stripeWebhookSecret);
    if (secretKey && webhookSecret) return { secretKey, webhookSecret };
    const { readSecretString } = await import('../aws/secret-string');
    const stored = await readSecretString(readEnv(ENV.stripeSecretArn));
    const parsed = storedKeys.safeParse(JSON.parse(stored ?? '{}'));
    if (!parsed.success) throw new Error('The Stripe secret must be JSON {"secretKey", "webhookSecret"}');
    return parsed.data;
  })();
  keys.catch(() => (keys = undefined));
  return keys;
}

/**
 * The SDK's options: Stripe's own API in AWS; locally STRIPE_API_HOST/PORT/PROTOCOL point the same SDK
 * at the Stripe twin, so the production code path is the one tested.
 */
export function stripeOptions(env: NodeJS.ProcessEnv = process.env): Stripe.StripeConfig {
  const host = env[ENV.stripeApiHost];
  const protocol = env[ENV.stripeApiProtocol];
  return {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'CareShift' },
    ...(host ? { host } : {}),
    ...(env[ENV.stripeApiPort] ? { port: Number(env[ENV.stripeApiPort]) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

let client: { key: string; stripe: Stripe } | undefined;

/**
 * The `stripe` SDK, imported on the first card call: 240 KiB that the area's other work and its cold
 * start do without (docs/decisions/performance/area-loads.md).
 */
export async function stripeSdk(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

/** The SDK client, made once per container for the current key. */
export async function stripeClient(): Promise<{ stripe: Stripe; keys: StripeKeys }> {
  const current = await stripeKeys();
  if (client?.key !== current.secretKey) {
    const StripeSdk = await stripeSdk();
    client = { key: current.secretKey, stripe: new StripeSdk(current.secretKey, stripeOptions()) };
  }
  return { stripe: client.stripe, keys: current };
}
