/**
 * Runtime configuration, read once from /config.json: the deploy writes it beside index.html, the
 * local stack serves it from CARESHIFT_WEB_CONFIG. One build runs in every environment.
 */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The local auth twin's URL; absent in AWS, where Amplify uses Cognito's own endpoint. */
  userPoolEndpoint?: string;
  appVersion: string;
  contactPhone: string;
  contactEmail: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REQUIRED_TEXT = [
  'region',
  'userPoolId',
  'userPoolClientId',
  'appVersion',
  'contactPhone',
  'contactEmail',
] as const;

/** Checks the shape of /config.json, naming the first field that is missing or wrong. */
export function parseWebConfig(value: unknown): WebConfig {
  if (typeof value !== 'object' || value === null) throw new ConfigError('config.json is not an object');
  const record = value as Record<string, unknown>;
  for (const field of REQUIRED_TEXT) {
    if (typeof record[field] !== 'string' || record[field] === '') {
      throw new ConfigError(`config.json: ${field} is missing`);
    }
  }
  const endpoint = record.userPoolEndpoint;
  if (endpoint !== undefined && endpoint !== null && typeof endpoint !== 'string') {
    throw new ConfigError('config.json: userPoolEndpoint must be a URL');
  }
  const config = Object.fromEntries(REQUIRED_TEXT.map((field) => [field, record[field]])) as Omit<
    WebConfig,
    'userPoolEndpoint'
  >;
  return endpoint ? { ...config, userPoolEndpoint: endpoint } : config;
}

let pending: Promise<WebConfig> | undefined;

/** The runtime configuration, fetched once per page load (a failed fetch is retried next call). */
export function loadConfig(): Promise<WebConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new ConfigError(`config.json: HTTP ${response.status}`);
      return parseWebConfig(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
