import { describe, expect, it } from 'vitest';

import { attachmentDisposition } from './documents-bucket';

describe('attachmentDisposition (issue 32, item 4)', () => {
  it('should send the real name as RFC 5987 filename* with an ASCII fallback', () => {
    const header = attachmentDisposition('Πιστοποιητικό (2).pdf');
    expect(header).toBe(
      `attachment; filename="_____________ (2).pdf"; filename*=UTF-8''%CE%A0%CE%B9%CF%83%CF%84%CE%BF%CF%80%CE%BF%CE%B9%CE%B7%CF%84%CE%B9%CE%BA%CF%8C%20%282%29.pdf`,
    );
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
    expect(attachmentDisposition("it's *new*.pdf")).toContain(`filename*=UTF-8''it%27s%20%2Anew%2A.pdf`);
  });
});
