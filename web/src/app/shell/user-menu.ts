import { isPartner } from '@careshift/domain/permissions/viewer';

import type { SessionClaims } from '../session-claims';

/** The user menu's title: a partner's name once their profile is read, else the e-mail or number. */
export function userMenuLabel(
  session: SessionClaims,
  partner: { firstName: string; lastName: string } | undefined,
): string | undefined {
  const name = partner ? `${partner.firstName} ${partner.lastName}`.trim() : '';
  if (isPartner(session) && name) return name;
  return session.email ?? session.phoneNumber;
}

/**
 * The user menu button's accessible name: what it is for, then the name it shows ("User menu: Maria
 * Georgiou"), so the visible text is part of the name (WCAG 2.5.3 Label in Name). Both top bars use it.
 */
export function userMenuButtonName(menuWord: string, shown: string | undefined): string {
  return shown ? `${menuWord}: ${shown}` : menuWord;
}
