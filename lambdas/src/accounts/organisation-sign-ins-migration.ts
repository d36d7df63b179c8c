import type { ClientRecord, ClientUserRecord, Repositories } from '@careshift/db';
import { canClientSignIn, isClientUserSignInEnabled } from '@careshift/domain';

import type { CognitoAccounts } from './cognito-accounts';

export interface OrganisationSignInsDeps {
  clients: Pick<Repositories['clients'], 'listClientsByCreated'>;
  clientUsers: Pick<Repositories['clientUsers'], 'listClientUsers'>;
  /** The user pool with the revocation wrapper (withSignInRevocation), as the clients area has it. */
  accounts: Pick<CognitoAccounts, 'getByUsername' | 'allowSignIn' | 'refuseSignIn' | 'setEnabled'>;
}

export interface OrganisationSignInsReport {
  /** Organisation users read. */
  users: number;
  /** Enabled again and let in (their organisation is not DISABLED). */
  enabled: number;
  /** Enabled again but refused until their organisation is enabled (the pre-token trigger says why). */
  refused: number;
}

async function allPages<T>(read: (cursor: string | null) => Promise<{ items: T[]; cursor: string | null }>) {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** What one user's account needs: nothing, enabling and letting in, or enabling and refusing. */
async function migrateUser(
  deps: OrganisationSignInsDeps,
  client: ClientRecord,
  user: ClientUserRecord,
): Promise<'enabled' | 'refused' | undefined> {
  // A user DISABLED itself stays disabled in the pool (its own status decides, as today).
  if (!isClientUserSignInEnabled(user.status)) return undefined;
  const account = await deps.accounts.getByUsername(user.userId);
  if (!account || account.enabled) return undefined;
  if (canClientSignIn(client.status)) {
    await deps.accounts.allowSignIn(user.userId);
    return 'enabled';
  }
  // Refused first (tokens revoked until allowed, sessions ended), then enabled: the pre-token trigger
  // refuses it after the right password with "Your organisation is disabled", as for users disabled now.
  await deps.accounts.refuseSignIn(user.userId);
  await deps.accounts.setEnabled(user.userId, true);
  return 'refused';
}

/**
 * Brings the user pool to the design of docs/decisions/accounts/disabled-organisation-refused-at-token.md
 * (issue 32): an organisation user's account is enabled or disabled by its OWN status only. Users an
 * earlier version disabled in the pool with their organisation are enabled again: let in when their
 * organisation is not DISABLED, refused by revocation and the pre-token trigger while it is. Safe to run
 * again (an enabled account is left as it is).
 */
export async function migrateOrganisationSignIns(
  deps: OrganisationSignInsDeps,
): Promise<OrganisationSignInsReport> {
  const report: OrganisationSignInsReport = { users: 0, enabled: 0, refused: 0 };
  const clients = await allPages((cursor) => deps.clients.listClientsByCreated({ cursor }));
  for (const client of clients) {
    const users = await allPages((cursor) =>
      deps.clientUsers.listClientUsers({ clientId: client.clientId, cursor }),
    );
    for (const user of users) {
      report.users += 1;
      const outcome = await migrateUser(deps, client, user);
      if (outcome) report[outcome] += 1;
    }
  }
  return report;
}
