import type { Db } from '../../platform/db.ts';
import type { ActivitiesRepo } from './activities.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import type { ActivityDeps } from './ports.ts';

/** Sends the day-before reminders (every ten minutes, on every process's schedule, run once per tick). */
export const REMIND_JOB = 'activity.remind';
const DAY_MS = 86_400_000;

/**
 * Activity reminders: when a published activity starts within the next 24 hours, every user who
 * holds a valid ticket of it gets one notice in the box's activity category ("starts tomorrow"),
 * opening the activity. The job may run any number of times: the notice's cause key
 * (`activity:<id>:tomorrow`, per user) keeps it to one, and a ticket bought later in the day still
 * gets its reminder on the next run. A refunded (void) ticket gets none.
 */
export class ReminderService {
  constructor(
    private readonly db: Db,
    private readonly repos: { activities: ActivitiesRepo; tickets: TicketsRepo },
    private readonly deps: Pick<ActivityDeps, 'notices'>,
  ) {}

  async run(now = new Date()): Promise<{ activities: number; attempts: number }> {
    const soon = await this.repos.activities.startingBetween(this.db, now, new Date(now.getTime() + DAY_MS));
    let attempts = 0;
    for (const a of soon) {
      const users = await this.repos.tickets.holders(this.db, a.id);
      for (const userId of users) {
        attempts++;
        await this.deps.notices.notify(undefined, {
          userId,
          kind: 'activity',
          actorId: 0,
          text: a.name,
          ref: { type: 'activity', id: a.id },
          data: { event: 'tomorrow', start_at: a.startAt.toISOString(), tz: a.tz, venue: a.venueName },
          key: `activity:${a.id}:tomorrow`,
        });
      }
    }
    return { activities: soon.length, attempts };
  }
}
