import { describe, expect, it } from 'vitest';

import { smsSegments } from './sms-length';
import { partnerSignInLink, partnerWelcomeSms, welcomeEmailText } from './welcome-texts';

const LONG_APP = 'https://d1234567890abcdefghij.cloudfront.net';

describe('welcome messages (issue 32 item 12)', () => {
  it('should welcome an owner by name and organisation, with the sign-in link, and never a password', () => {
    const { subject, text } = welcomeEmailText('en', {
      firstName: 'Eleni',
      organisation: 'Paphos Seaview',
      email: 'eleni@seaview.example',
      owner: true,
      link: 'https://app.example/login?type=client',
    });
    expect(subject).toBe('Welcome to CareShift — Paphos Seaview');
    expect(text).toContain('Hello Eleni,');
    expect(text).toContain('you are its owner');
    expect(text).toContain(
      'Sign in at https://app.example/login?type=client with this e-mail (eleni@seaview.example)',
    );
    expect(text).not.toMatch(/password:/i);
  });

  it('should welcome a user in Greek, and read well without a link', () => {
    const { subject, text } = welcomeEmailText('el', {
      firstName: 'Μαρία',
      organisation: 'Οίκος Ευγηρίας',
      email: 'maria@example.cy',
      owner: false,
    });
    expect(subject).toBe('Καλώς ήρθατε στο CareShift — Οίκος Ευγηρίας');
    expect(text).toContain('Σας προστέθηκε λογαριασμός χρήστη');
    expect(text).toContain('Συνδέεστε με αυτό το e-mail (maria@example.cy)');
  });

  it("should fit a partner's welcome SMS in 2 segments in both languages, with the link when it fits", () => {
    const link = partnerSignInLink(`${LONG_APP}/`);
    expect(link).toBe(`${LONG_APP}/login?type=employee`);
    for (const lang of ['en', 'el'] as const) {
      const text = partnerWelcomeSms(lang, 'Χαράλαμπος-Ανδρέας', link);
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
    }
    expect(partnerWelcomeSms('en', 'Andreas', link)).toBe(
      `CareShift: welcome, Andreas! Sign in with this phone number. ${link} You can claim shifts once your account is verified.`,
    );
    expect(partnerWelcomeSms('el', 'Άντρη')).toBe(
      'CareShift: καλώς ήρθατε, Άντρη! Συνδέεστε με αυτόν τον αριθμό τηλεφώνου. Θα αναλαμβάνετε βάρδιες μόλις επαληθευτεί ο λογαριασμός σας.',
    );
  });
});
