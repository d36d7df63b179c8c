// Type-only imports: the landing page posts the contact form without loading zod or the operation table.
import type { ContactRequestBody, contactFormSend } from '@careshift/contract/operations/help-center';
import type { Operations } from '@careshift/contract/operations/index';

import type { PublicRoute } from './open-shifts';

/** The table's id of an operation object, checked by the compiler. */
type IdOf<Op> = { [Id in keyof Operations]: Operations[Id] extends Op ? Id : never }[keyof Operations];

/** `settings-contactForm`: the id of the contract's contactFormSend. */
export const CONTACT_FORM_OPERATION = 'settings-contactForm' satisfies IdOf<typeof contactFormSend>;

export type ContactSendResult = { ok: true } | { ok: false; message: string | undefined };

function messageOf(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const message = (reply as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Sends the contact form through the build-time list of public routes (as the open shifts count
 * does). A failure carries the server's `message` (spec section 8), or none for a network or server fault.
 */
export async function sendContactForm(
  routes: Readonly<Record<string, PublicRoute>>,
  body: ContactRequestBody,
  fetchImpl: typeof fetch = fetch,
): Promise<ContactSendResult> {
  const route = routes[CONTACT_FORM_OPERATION];
  if (!route) return { ok: false, message: undefined };
  try {
    const response = await fetchImpl(route.path, {
      method: route.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    if (response.status >= 500) return { ok: false, message: undefined };
    return { ok: false, message: messageOf(await response.json().catch(() => undefined)) };
  } catch {
    return { ok: false, message: undefined };
  }
}
