/** The browser's position for the facility point: the point and its accuracy, or why there is none. */
export type PositionOutcome =
  | { ok: true; latitude: number; longitude: number; accuracy: number }
  | { ok: false; problem: 'positionDenied' | 'positionUnavailable' };

const TIMEOUT_MS = 15_000;

/**
 * Asks the browser for its position once, for an administrator or organisation user standing at the
 * facility (issue 34). Refused permission is told apart from a position that could not be found.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<PositionOutcome> {
  if (!geolocation) return Promise.resolve({ ok: false, problem: 'positionUnavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          ok: true,
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.round(coords.accuracy),
        }),
      (error) =>
        resolve({
          ok: false,
          problem: error.code === error.PERMISSION_DENIED ? 'positionDenied' : 'positionUnavailable',
        }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
