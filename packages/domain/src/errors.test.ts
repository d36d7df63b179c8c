import { describe, expect, it } from 'vitest';

import {
  ConflictError,
  DomainError,
  InvalidShiftTransitionError,
  NotAllowedError,
  NotFoundError,
  ShiftAlreadyClaimedError,
  ThrottledError,
  ValidationError,
} from './errors';

describe('domain errors', () => {
  it('should carry a stable code per class for the one HTTP mapping', () => {
    expect(new NotAllowedError().code).toBe('NOT_ALLOWED');
    expect(new NotFoundError().code).toBe('NOT_FOUND');
    expect(new ConflictError().code).toBe('CONFLICT');
    expect(new ValidationError('Invalid').code).toBe('INVALID_INPUT');
    expect(new ThrottledError().code).toBe('THROTTLED');
    expect(new ShiftAlreadyClaimedError().code).toBe('SHIFT_ALREADY_CLAIMED');
    expect(new InvalidShiftTransitionError().code).toBe('INVALID_SHIFT_TRANSITION');
  });

  it('should make the specific conflicts ConflictErrors so they map to 409', () => {
    expect(new ShiftAlreadyClaimedError()).toBeInstanceOf(ConflictError);
    expect(new InvalidShiftTransitionError()).toBeInstanceOf(ConflictError);
    expect(new ShiftAlreadyClaimedError()).toBeInstanceOf(DomainError);
    expect(new ShiftAlreadyClaimedError()).toBeInstanceOf(Error);
  });

  it('should name each error by its class and keep field errors and retry hints', () => {
    expect(new ShiftAlreadyClaimedError().name).toBe('ShiftAlreadyClaimedError');
    expect(new ValidationError('Invalid', { email: 'Value is required' }).fieldErrors).toEqual({
      email: 'Value is required',
    });
    expect(new ThrottledError(undefined, 30).retryAfterSeconds).toBe(30);
  });
});
