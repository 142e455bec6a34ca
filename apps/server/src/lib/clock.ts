/** Where the server reads the time, so tests can move it without sleeping. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
