import type { DemoSignIn } from '../seed/demo';

export interface BannerInput {
  urls: { web?: string; api: string; outbox: string; auth: string; s3: string; dynamodb: string };
  signIns: DemoSignIn[];
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

/** What `npm start` prints once everything answers: where to go and how to sign in. */
export function stackBanner({ urls, signIns }: BannerInput): string {
  const row = (label: string, value: string) => `${label.padEnd(16)}${value}`;
  return box([
    'CareShift is running on this machine',
    '',
    ...(urls.web ? [row('Open', urls.web)] : []),
    row('API', `${urls.api}/api`),
    row('Outbox', `${urls.outbox}/outbox  (SMS and e-mails also print here)`),
    row('Auth (Cognito)', urls.auth),
    row('S3', urls.s3),
    row('DynamoDB', urls.dynamodb),
    '',
    'Demo sign-in',
    ...signIns.map((signIn) => row(signIn.label, `${signIn.username}  /  ${signIn.password}`)),
    '',
    'Press Ctrl-C to stop everything.',
  ]);
}
