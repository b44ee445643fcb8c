/**
 * The platform's time. Services ask it (`deps.clock.now()`) instead of `new Date()`, so that tests and
 * `/dev/clock` can move it: a monthly donation renews when the clock says a month has passed.
 */
export interface Clock {
  now(): Date;
}

/** Production: the real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * Development and tests: the real time plus an offset that only grows (moved by /dev/clock or a test), so
 * time goes on running between moves like a Stripe test clock that keeps ticking.
 */
export class MovableClock implements Clock {
  constructor(private offsetMs = 0) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Moves the time to `to`; never backwards (a later `to` only). */
  moveTo(to: Date): void {
    const ahead = to.getTime() - Date.now();
    if (ahead > this.offsetMs) this.offsetMs = ahead;
  }
}
