import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';

import { idOfShortRef } from '@careshift/contract/short-links';

import { shiftPath } from './paths';

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
