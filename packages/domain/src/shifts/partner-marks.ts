import { ConflictError } from '../errors';

import type { PartnerMarkKind } from './favourites-access';

/** What an organisation holds about one partner now. */
export interface MarkedPartner {
  favourite: boolean;
  blocked: boolean;
}

/** What adding a mark writes: the mark, and the other mark it replaces (a block ends a favourite). */
export interface MarkChange {
  add: PartnerMarkKind;
  /** The favourite a new block removes, in the same write (a partner is never both). */
  remove?: PartnerMarkKind;
}

/** The code and text when an organisation favourites a partner it blocked. */
export const PARTNER_BLOCKED_CODE = 'PARTNER_BLOCKED';

/**
 * Adding a favourite or a block (issue 35). A partner is never both: a block removes the favourite in
 * the same write; a blocked partner cannot be made a favourite until it is unblocked (409
 * PARTNER_BLOCKED), so a block is never undone by a click elsewhere.
 */
export function markChange(kind: PartnerMarkKind, now: MarkedPartner): MarkChange {
  if (kind === 'FAVOURITE' && now.blocked)
    throw new ConflictError(
      'This partner is on the "Do not send again" list: remove them from it before adding them to favourites.',
      PARTNER_BLOCKED_CODE,
    );
  return kind === 'BLOCK' && now.favourite ? { add: kind, remove: 'FAVOURITE' } : { add: kind };
}
