/**
 * `npm run enable-organisation-sign-ins`: once, after deploying the version whose pre-token trigger refuses a
 * DISABLED organisation's users (docs/decisions/accounts/disabled-organisation-refused-at-token.md, issue 32).
 * An earlier version disabled those users in the user pool, so they kept reading "Incorrect username or
 * password" even after the change; this enables every organisation user whose own status allows it, let in
 * when the organisation is enabled, refused (tokens revoked, the trigger says why) while it is DISABLED. Safe
 * to run again. Works on the running local stack, or on a deployed stage with TABLE_NAME and USER_POOL_ID
 * (the outputs TableName and UserPoolId), AWS_REGION and your AWS credentials.
 */
import { ENV, readOptionalEnv } from '@careshift/contract';
import { createRepositories } from '@careshift/db';
import { createCognitoAccounts } from '@careshift/lambdas/accounts/cognito-accounts';
import { migrateOrganisationSignIns } from '@careshift/lambdas/accounts/organisation-sign-ins-migration';
import { withSignInRevocation } from '@careshift/lambdas/accounts/revoking-accounts';

import { cognitoClient } from './seed/cognito-users';
import { readStackFile } from './stack/stack-file';
import { tableService, tableTarget } from './table-target';

function userPool(region: string) {
  const userPoolId = readOptionalEnv(ENV.userPoolId) ?? readStackFile()?.userPoolId;
  if (!userPoolId) throw new Error('Set USER_POOL_ID (the output UserPoolId), or start the local stack.');
  const endpoint =
    readOptionalEnv(ENV.cognitoEndpoint) ??
    (readOptionalEnv(ENV.userPoolId) ? undefined : readStackFile()?.urls.auth);
  return { userPoolId, cognito: cognitoClient({ endpoint, region }) };
}

async function main(): Promise<void> {
  const table = tableTarget();
  const { userPoolId, cognito } = userPool(table.region);
  const repos = createRepositories(tableService(table));
  const accounts = withSignInRevocation(createCognitoAccounts(cognito, userPoolId), repos.signInRevocations);
  try {
    const report = await migrateOrganisationSignIns({ ...repos, accounts });
    console.log(
      `Read ${report.users} organisation users of ${table.description}: ${report.enabled} enabled again, ` +
        `${report.refused} enabled but refused until their organisation is enabled, the rest already as their status has it.`,
    );
  } finally {
    cognito.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
