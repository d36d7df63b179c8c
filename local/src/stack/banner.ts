import type { DemoSignIn } from '../seed/demo';

export interface BannerInput {
  urls: {
    web?: string;
    api: string;
    outbox: string;
    auth: string;
    s3: string;
    dynamodb: string;
    stripe?: string;
    /** The CloudFront twin (the web app's address; the edge alone without it). */
    edge: string;
  };
  signIns: DemoSignIn[];
  /** Set when the stack serves the local-only clock and jobs routes. */
  testClock?: unknown;
  /** How the web app is served: the production build (`npm start`) or Vite (`npm run dev`). */
  webMode?: 'production' | 'dev';
}

/** Lines framed in a box, padded to the longest. */
export function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `╭${'─'.repeat(width + 4)}╮`,
    ...lines.map((line) => `│  ${line.padEnd(width)}  │`),
    `╰${'─'.repeat(width + 4)}╯`,
  ].join('\n');
}

/** The demo sign-ins as aligned columns: who, user name, password (or where the SMS code lands). */
export function signInLines(signIns: DemoSignIn[]): string[] {
  const labelWidth = Math.max(0, ...signIns.map((signIn) => signIn.label.length)) + 2;
  const userWidth = Math.max(0, ...signIns.map((signIn) => signIn.username.length)) + 2;
  return signIns.flatMap((signIn) => [
    `${signIn.label.padEnd(labelWidth)}${signIn.username.padEnd(userWidth)}${signIn.password}`,
    // The administrator signs in with an authenticator app too: its key, for any TOTP app.
    ...(signIn.authenticatorSecret
      ? [`${' '.repeat(labelWidth)}authenticator app key: ${signIn.authenticatorSecret}`]
      : []),
  ]);
}

/** What `npm start` prints once everything answers: where to go and how to sign in. */
export function stackBanner({ urls, signIns, testClock, webMode }: BannerInput): string {
  const row = (label: string, value: string) => `${label.padEnd(16)}${value}`;
  return box([
    'CareShift is running on this machine',
    '',
    ...(urls.web ? [row('Open', urls.web)] : []),
    ...(urls.web && webMode === 'production'
      ? [row('Web app', 'production build, CSP on (npm run dev: Vite with hot reload)')]
      : []),
    ...(urls.web && webMode === 'dev' ? [row('Web app', 'Vite dev server with hot reload, no CSP')] : []),
    row('API', `${urls.api}/api  (only with the origin header: call it through ${urls.edge}/api)`),
    row('Outbox', `${urls.outbox}/outbox  (SMS and e-mails also print here)`),
    row('Auth (Cognito)', urls.auth),
    row('S3', urls.s3),
    ...(urls.stripe ? [row('Stripe twin', `${urls.stripe}  (card 4242 4242 4242 4242 pays)`)] : []),
    row('DynamoDB', urls.dynamodb),
    ...(testClock
      ? [
          row('Test clock', `GET/POST ${urls.api}/__local/clock  {"offsetMs": n}`),
          row('Jobs', `GET ${urls.api}/__local/jobs, POST …/__local/jobs/{name}/run`),
          row('WAF Challenge', `GET/POST ${urls.edge}/__local/waf  {"challenge": [{"path", "method"?}]}`),
        ]
      : []),
    ...(signIns.length > 0 ? ['', 'Demo sign-ins', ...signInLines(signIns)] : []),
    '',
    'Press Ctrl-C to stop everything.',
  ]);
}
