import { describe, expect, it } from 'vitest';

import { englishFindings, englishInGreek } from '@careshift/contract/english-in-greek';
import { apiErrorMessages } from '@careshift/contract/error-messages';
import { validationMessages } from '@careshift/contract/messages';

import { resources } from './resources';

/**
 * Greek without a word of English (issue 33), web side: every Greek locale namespace and the
 * contract's Greek messages (validation keys, error codes). The Lambdas' texts (SMS, e-mails,
 * Cognito messages, PDF labels) are checked by lambdas/src/greek-output.test.ts with the same rule.
 */
describe('the Greek texts of the web and the contract', () => {
  it('should tell an English phrase from a brand or a placeholder', () => {
    expect(englishInGreek('Save')).toBeDefined();
    expect(englishInGreek('Η βάρδια is claimed')).toBeDefined();
    expect(englishInGreek('1 days')).toBeDefined();
    expect(englishInGreek('Πληρωμή με Stripe στο CareShift')).toBeUndefined();
    expect(
      englishInGreek('Γράψτε στο support@careshift.cy ή δείτε https://careshift.cy/help'),
    ).toBeUndefined();
    expect(englishInGreek('{{name}} ανέλαβε τη βάρδια {{ref}}')).toBeUndefined();
    expect(englishInGreek('IBAN')).toBeUndefined();
  });

  it('should find no English in any Greek locale namespace', () => {
    const namespaces = Object.keys(resources.el);
    expect(namespaces.length).toBeGreaterThan(20);
    // The language menu names each language in its own language (the endonym), on purpose.
    const { languages, ...common } = resources.el.common;
    expect(Object.keys(languages)).toContain('enName');
    expect(englishFindings({ ...resources.el, common })).toEqual([]);
  });

  it('should find no English in the contract’s Greek messages', () => {
    expect(englishFindings({ validation: validationMessages.el, apiErrors: apiErrorMessages.el })).toEqual(
      [],
    );
  });
});
