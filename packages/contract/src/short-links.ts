/**
 * Short links for SMS (issue 33 item 3). A Greek SMS is UCS-2 (67 characters a segment when split), so
 * `/requests/{uuid}` (46 characters of path) did not fit beside the shift's facts and was dropped.
 * `/s/{ref}` carries the shift's id as 22 base64url characters: the SPA decodes it to the id and
 * redirects to the shift's page, so no server state and no lookup (web/src/app/router.tsx). The edge
 * serves `/s/*` the app like any client-side route (no "." in the last segment; spa-routing.ts).
 */
export const SHORT_LINK_PREFIX = '/s/';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;
const REF = /^[A-Za-z0-9_-]{21}[AQgw]$/u;

/** 22 base64url characters for a UUID's 128 bits (the last character carries 2 bits); undefined for any other id. */
export function shortRefOf(id: string): string | undefined {
  const lower = id.toLowerCase();
  if (!UUID.test(lower)) return undefined;
  const bits = [...lower.replaceAll('-', '')]
    .map((digit) => parseInt(digit, 16).toString(2).padStart(4, '0'))
    .join('')
    .padEnd(132, '0');
  let ref = '';
  for (let at = 0; at < 132; at += 6) ref += ALPHABET[parseInt(bits.slice(at, at + 6), 2)];
  return ref;
}

/** The UUID a short ref stands for; undefined when it is not one `shortRefOf` writes. */
export function idOfShortRef(ref: string): string | undefined {
  if (!REF.test(ref)) return undefined;
  const bits = [...ref].map((char) => ALPHABET.indexOf(char).toString(2).padStart(6, '0')).join('');
  const hex = Array.from({ length: 32 }, (_, i) =>
    parseInt(bits.slice(i * 4, i * 4 + 4), 2).toString(16),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The link to a shift's page for a message: `{appUrl}/s/{ref}`, or `{appUrl}/requests/{id}` for an id that is not a UUID. */
export function shiftLink(appUrl: string, shiftId: string): string {
  const base = appUrl.replace(/\/$/u, '');
  const ref = shortRefOf(shiftId);
  return ref ? `${base}${SHORT_LINK_PREFIX}${ref}` : `${base}/requests/${encodeURIComponent(shiftId)}`;
}

/** Invitations' short links (issue 35): `/i/{ref}` opens the partner's invitation to the shift `ref` names. */
export const INVITATION_LINK_PREFIX = '/i/';

/** The link to a partner's invitation to a shift: `{appUrl}/i/{ref}`, or `{appUrl}/invitations/{id}`. */
export function invitationLink(appUrl: string, shiftId: string): string {
  const base = appUrl.replace(/\/$/u, '');
  const ref = shortRefOf(shiftId);
  return ref
    ? `${base}${INVITATION_LINK_PREFIX}${ref}`
    : `${base}/invitations/${encodeURIComponent(shiftId)}`;
}
