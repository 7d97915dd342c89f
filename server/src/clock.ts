/** Where the server reads the time, so tests can move it (token expiry, live-stream states). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export class FakeClock implements Clock {
  #ms: number;
  constructor(start: Date | string = new Date()) {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
