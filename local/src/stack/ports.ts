/** The services of the local stack that listen on a port. */
export const STACK_SERVICES = ['web', 'api', 'auth', 'dynamodb', 's3', 'outbox', 'stripe'] as const;
export type StackService = (typeof STACK_SERVICES)[number];
export type StackPorts = Record<StackService, number>;

/** Each port, the environment variable that moves it, and its default (docs/decisions/local/what-runs.md). */
export const PORT_SETTINGS: Record<StackService, { variable: string; defaultPort: number; what: string }> = {
  web: {
    variable: 'CARESHIFT_PORT_WEB',
    defaultPort: 5173,
    what: 'the web app (production build; Vite with npm run dev)',
  },
  api: { variable: 'CARESHIFT_PORT_API', defaultPort: 4000, what: 'the local API gateway' },
  auth: { variable: 'CARESHIFT_PORT_AUTH', defaultPort: 4100, what: 'the auth twin (Cognito)' },
  dynamodb: { variable: 'CARESHIFT_PORT_DYNAMODB', defaultPort: 8000, what: 'DynamoDB Local' },
  s3: { variable: 'CARESHIFT_PORT_S3', defaultPort: 4569, what: 'the S3 twin' },
  outbox: { variable: 'CARESHIFT_PORT_OUTBOX', defaultPort: 4200, what: 'the outbox (SNS/SES twin)' },
  stripe: {
    variable: 'CARESHIFT_PORT_STRIPE',
    defaultPort: 4300,
    what: 'the Stripe twin (API and checkout page)',
  },
};

/** Ports from CARESHIFT_PORT_* with their defaults; a value that is not a port is an error naming it. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const ports = {} as StackPorts;
  for (const service of STACK_SERVICES) {
    const { variable, defaultPort } = PORT_SETTINGS[service];
    const raw = env[variable]?.trim();
    const port = raw ? Number(raw) : defaultPort;
    if (!Number.isInteger(port) || port < 1 || port > 65_535) {
      throw new Error(`${variable}=${raw} is not a port number (1-65535).`);
    }
    ports[service] = port;
  }
  const seen = new Map<number, StackService>();
  for (const service of STACK_SERVICES) {
    const other = seen.get(ports[service]);
    if (other) {
      throw new Error(
        `${PORT_SETTINGS[other].variable} and ${PORT_SETTINGS[service].variable} are both ${ports[service]}: give each service its own port.`,
      );
    }
    seen.set(ports[service], service);
  }
  return ports;
}
