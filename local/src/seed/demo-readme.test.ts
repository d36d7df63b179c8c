import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { DEFAULT_DEMO_PASSWORD, DEMO_ADMIN_EMAIL } from './demo';
import { DEMO_CLIENTS, DEMO_PARTNERS } from './demo-people';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The README's "Demo sign-ins" section, up to the next heading. */
function demoSection(): string {
  const start = README.indexOf('## Demo sign-ins');
  return start < 0 ? '' : README.slice(start, README.indexOf('\n## ', start + 1));
}

describe('the README demo sign-ins', () => {
  it('should list every sign-in the demo seeds, with the demo password', () => {
    const section = demoSection();
    const usernames = [
      DEMO_ADMIN_EMAIL,
      ...DEMO_CLIENTS.flatMap((client) => [client.owner.email, client.user.email]),
      ...DEMO_PARTNERS.map((partner) => partner.phoneNumber),
    ];
    for (const username of usernames) expect(section).toContain(`\`${username}\``);
    for (const partner of DEMO_PARTNERS) expect(section).toContain(partner.status);
    expect(section).toContain(DEFAULT_DEMO_PASSWORD);
  });
});
