// The landing page posts the contact form without loading zod or the operation table: types and the edge's constants only.
import { API_SUCCESS_STATUS, WAF_ACTION_HEADER } from '@careshift/contract/edge/waf';
import type { ContactRequestBody, contactFormSend } from '@careshift/contract/operations/help-center';
import type { Operations } from '@careshift/contract/operations/index';

import type { PublicRoute } from './open-shifts';

/** The table's id of an operation object, checked by the compiler. */
type IdOf<Op> = { [Id in keyof Operations]: Operations[Id] extends Op ? Id : never }[keyof Operations];

/** `settings-contactForm`: the id of the contract's contactFormSend. */
export const CONTACT_FORM_OPERATION = 'settings-contactForm' satisfies IdOf<typeof contactFormSend>;

/** Sent only when the API said so; otherwise not sent, with the API's own words when it gave some. */
export type ContactSendResult = { ok: true } | { ok: false; message: string | undefined };

function messageOf(reply: unknown): string | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const message = (reply as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get('content-type') ?? '');

/**
 * The API's own success for this operation, as the contract gives it: 200 with the JSON `null` its
 * output schema allows (checked by hand: zod stays out of the landing page). Any other answer is not
 * a sent message, however it looks: WAF's Challenge (202, `x-amzn-waf-action`, an HTML page or
 * nothing), a proxy's 204, an HTML error page.
 */
async function isApiSuccess(response: Response): Promise<boolean> {
  if (response.status !== API_SUCCESS_STATUS || response.headers.has(WAF_ACTION_HEADER)) return false;
  if (!isJson(response)) return false;
  const text = await response.text().catch(() => undefined);
  try {
    return text !== undefined && JSON.parse(text) === null;
  } catch {
    return false;
  }
}

/**
 * Sends the contact form through the build-time list of public routes (as the open shifts count
 * does). Sent only on the API's own success answer; a refusal carries the API's `message` (spec
 * section 8); anything else (a network fault, a server fault, an answer that is not the API's) is
 * "not sent" without one, and the form keeps what the visitor wrote.
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
    if (await isApiSuccess(response)) return { ok: true };
    const refusal =
      response.status >= 400 &&
      response.status < 500 &&
      isJson(response) &&
      !response.headers.has(WAF_ACTION_HEADER);
    if (!refusal) return { ok: false, message: undefined };
    return { ok: false, message: messageOf(await response.json().catch(() => undefined)) };
  } catch {
    return { ok: false, message: undefined };
  }
}
