/** The phone's position at the moment of a punch, as the punch body carries it. */
export interface PunchPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** How long the phone may take to find its position before the punch goes without it. */
export const POSITION_TIMEOUT_MS = 10_000;

/**
 * Asks the browser for the phone's position once (issue 34: only at the moment of a punch, never
 * watched). Denied, unavailable, timed out or unsupported: undefined, and the server asks for a reason.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<PunchPosition | undefined> {
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.min(Math.round(coords.accuracy), 100_000),
        }),
      () => resolve(undefined),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
