/**
 * Takes over a reply route-preload's script requested before the app ran (web/early-replies.ts), for
 * the request the app sends itself: same address, same bearer token, asked for at most a minute ago
 * (a list's freshness). Each reply is taken once; a failed early request is sent again.
 */
export const EARLY_REPLY_MAX_AGE_MS = 60_000;

interface EarlyReply {
  at: number;
  reply: Promise<Response>;
}

type EarlyWindow = { __careshiftEarlyReplies?: Record<string, EarlyReply> };

function authorizationOf(init: RequestInit | undefined): string {
  const headers = new Headers(init?.headers);
  return headers.get('Authorization') ?? '';
}

/** The early reply to this GET, taken out of the global (so never twice), or undefined. */
export function takeEarlyReply(
  url: string,
  init: RequestInit | undefined,
  now = Date.now(),
  scope: EarlyWindow = globalThis as EarlyWindow,
): Promise<Response> | undefined {
  if ((init?.method ?? 'GET') !== 'GET') return undefined;
  const replies = scope.__careshiftEarlyReplies;
  const key = `${url} ${authorizationOf(init)}`;
  const early = replies?.[key];
  if (!replies || !early) return undefined;
  delete replies[key];
  return now - early.at <= EARLY_REPLY_MAX_AGE_MS ? early.reply : undefined;
}

/** `fetch`, answered by the early reply when there is one for this very request. */
export const fetchWithEarlyReply: typeof fetch = (input, init) => {
  const early = typeof input === 'string' ? takeEarlyReply(input, init) : undefined;
  if (!early) return fetch(input, init);
  return early.catch(() => fetch(input, init));
};
