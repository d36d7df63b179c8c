import { DEFAULT_REGION, ENV, readOptionalEnv } from '@careshift/contract';

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** An AWS client's region, and the local twin's endpoint with any credentials when one is set. */
export function awsClientOptions(endpoint: string | undefined) {
  return {
    region: readOptionalEnv(ENV.region) ?? DEFAULT_REGION,
    ...(endpoint ? { endpoint, credentials: LOCAL_CREDENTIALS } : {}),
  };
}
