/** Where use cases get "now"; tests and the local stack's test clock pass their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
