import { ENV, readOptionalEnv } from '@careshift/contract';

import { ssmOnDemand } from '../aws/ssm-on-demand';
import { logger } from '../http/logger';

/** Reads one SSM parameter's value (injected in tests). */
export type ParameterReader = (name: string) => Promise<string | undefined>;

const ssmReader: ParameterReader = async (name) => {
  const { client, sdk } = await ssmOnDemand();
  const { Parameter } = await client.send(new sdk.GetParameterCommand({ Name: name }));
  return Parameter?.Value;
};

/**
 * The app's public URL for links in messages. APP_URL when the stage set it at deploy time (local
 * stack, careshift:appUrl, a custom domain); else the SSM parameter named by APP_URL_PARAMETER,
 * which the web stack writes with the distribution's address, so one deploy gives right links.
 * Read once per container; a failed read is logged, leaves the links out and is tried again.
 */
export function createAppUrlResolver(
  env: { appUrl?: string; parameterName?: string } = {
    appUrl: readOptionalEnv(ENV.appUrl),
    parameterName: readOptionalEnv(ENV.appUrlParameter),
  },
  read: ParameterReader = ssmReader,
): () => Promise<string | undefined> {
  let cached: Promise<string | undefined> | undefined;
  return () => {
    if (env.appUrl) return Promise.resolve(env.appUrl);
    const { parameterName } = env;
    if (!parameterName) return Promise.resolve(undefined);
    cached ??= read(parameterName).catch((error: unknown) => {
      logger.error('The app URL parameter could not be read: links are left out', {
        parameterName,
        error: error as Error,
      });
      cached = undefined;
      return undefined;
    });
    return cached;
  };
}
