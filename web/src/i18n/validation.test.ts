import { describe, expect, it } from 'vitest';

import { validationMessages } from '@careshift/contract/messages';

import { validationKeyOf } from './validation';

describe('validationKeyOf', () => {
  it('should read the key of a zod message from the contract', () => {
    expect(validationKeyOf('validation.required')).toEqual({ key: 'required', params: {} });
    expect(validationKeyOf('validation.twoDecimalsMax')?.key).toBe('twoDecimalsMax');
  });

  it("should map the API's English text back to its key so it can be shown in Greek", () => {
    expect(validationKeyOf(validationMessages.en.required)?.key).toBe('required');
  });

  it('should leave any other message alone', () => {
    expect(validationKeyOf('A position with this name already exists')).toBeUndefined();
    expect(validationKeyOf('validation.noSuchKey')).toBeUndefined();
  });
});
