import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';

import { idOfShortRef } from '@careshift/contract/short-links';

import { PATHS, pathWithId, shiftPath } from './paths';

/** The page a message's short link (`/s/{ref}`, issue 33 item 3) stands for; undefined for a ref it cannot read. */
export function shortLinkTarget(ref: string | undefined): string | undefined {
  const shiftId = idOfShortRef(ref ?? '');
  return shiftId ? shiftPath(shiftId) : undefined;
}

/** Decodes the ref in the browser (no request) and goes to the shift's page; an unknown ref shows "not found". */
export const shortLinkLoader: LoaderFunction = ({ params }) => {
  const target = shortLinkTarget(params.ref);
  return target ? redirect(target) : null;
};

/** The partner's invitation page an invitation's short link (`/i/{ref}`, issue 35) stands for. */
export function invitationLinkTarget(ref: string | undefined): string | undefined {
  const shiftId = idOfShortRef(ref ?? '');
  return shiftId ? pathWithId(PATHS.invitation, shiftId) : undefined;
}

/** Decodes an invitation's short link in the browser and goes to the invitation's page. */
export const invitationLinkLoader: LoaderFunction = ({ params }) => {
  const target = invitationLinkTarget(params.ref);
  return target ? redirect(target) : null;
};
