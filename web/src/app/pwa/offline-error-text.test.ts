import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, CLIENT_ERROR_CODES } from '../../api/api-error';
import { errorTextOf } from '../../hooks/error-text';
import type { ErrorFallbackKey } from '../../hooks/error-text';

const t = (key: ErrorFallbackKey) => `<${key}>`;
const unreachable = new ApiError(0, '', CLIENT_ERROR_CODES.network);

describe('an action without a network (issue 36 item 3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should say the phone is offline when the browser knows it', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorTextOf(unreachable, 'en', t)).toBe('<errors.offline>');
  });

  it('should say the server could not be reached when the browser is online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(errorTextOf(unreachable, 'el', t)).toBe('<errors.network>');
  });
});
