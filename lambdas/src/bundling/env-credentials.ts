import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (esbuild alias, see
 * lambda-esbuild.ts): every SDK client's default credentials come from the environment, which is where
 * Lambda puts the role's credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN) and
 * the first place the default chain looks. The rest of that chain (SSO, STS, web identity, profiles,
 * container and instance metadata, with their nested clients) never runs in Lambda and is left out.
 */
export const defaultProvider: typeof fromEnv = (init) => fromEnv(init);
