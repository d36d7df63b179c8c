import { describe, expect, it } from 'vitest';

import { confirmedEmailOf, emailEditOf } from './email-change';

describe('email change', () => {
  const record = { email: 'desk@amathus.example' };

  it('should ask for a new e-mail that waits for its code, lower-cased', () => {
    const edit = emailEditOf(record, ' Front.Desk@Amathus.example ');
    expect(edit).toMatchObject({ requested: 'front.desk@amathus.example', cancelled: false });
    expect(edit.pendingAfter).toBe('front.desk@amathus.example');
    expect(edit.signIn.after).toEqual({ email: 'front.desk@amathus.example', emailNeedsCode: true });
  });

  it('should change nothing for the confirmed or the pending e-mail again', () => {
    expect(emailEditOf(record, 'desk@amathus.example')).toMatchObject({
      requested: undefined,
      pendingAfter: '',
    });
    const pending = { ...record, pendingEmail: 'new@amathus.example' };
    const again = emailEditOf(pending, 'new@amathus.example');
    expect(again).toMatchObject({
      requested: undefined,
      cancelled: false,
      pendingAfter: 'new@amathus.example',
    });
    expect(again.signIn.before).toEqual(again.signIn.after);
  });

  it('should drop a pending e-mail when the confirmed one is set again, verified at once', () => {
    const edit = emailEditOf({ ...record, pendingEmail: 'new@amathus.example' }, 'desk@amathus.example');
    expect(edit).toMatchObject({ cancelled: true, pendingAfter: '' });
    expect(edit.signIn.after).toEqual({ email: 'desk@amathus.example', emailNeedsCode: false });
  });

  it("should take only the pool's verified e-mail when it differs from the record's", () => {
    expect(confirmedEmailOf(record, { email: 'New@Amathus.example', emailVerified: true })).toBe(
      'new@amathus.example',
    );
    expect(confirmedEmailOf(record, { email: 'new@amathus.example', emailVerified: false })).toBeUndefined();
    expect(confirmedEmailOf(record, { email: 'desk@amathus.example', emailVerified: true })).toBeUndefined();
    expect(confirmedEmailOf(record, undefined)).toBeUndefined();
  });
});
