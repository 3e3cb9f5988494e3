/** Time is passed in, never read inside rules, so that rules stay pure and testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
