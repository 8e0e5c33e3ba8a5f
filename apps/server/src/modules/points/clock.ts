/** The time the points and guess services read: injected so tests can cross midnight. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock whose time tests set; `now()` answers it. */
export class FixedClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at);
  }
  set(at: Date): void {
    this.at = at;
  }
}

/** The calendar of the app's time zone: days as YYYY-MM-DD. */
export class AppCalendar {
  private readonly fmt: Intl.DateTimeFormat;

  constructor(
    readonly timeZone: string,
    private readonly clock: { current: Clock },
  ) {
    this.fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }

  now(): Date {
    return this.clock.current.now();
  }

  /** The day (YYYY-MM-DD) an instant falls on in the app's time zone. */
  dayOf(at: Date): string {
    return this.fmt.format(at);
  }

  today(): string {
    return this.dayOf(this.now());
  }
}

/** The day `n` days after a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
