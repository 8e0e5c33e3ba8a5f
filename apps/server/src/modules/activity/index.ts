import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { ActivitiesRepo } from './activities.repo.ts';
import { AttendeesRepo } from './attendees.repo.ts';
import { CheckInRepo } from './checkin.repo.ts';
import { CompetitionRepo } from './competition.repo.ts';
import { PhotosRepo } from './photos.repo.ts';
import { TicketsRepo } from './tickets.repo.ts';
import { CoursesRepo } from './courses.repo.ts';
import { ActivityService } from './activities.ts';
import { AttendeeService } from './attendees.ts';
import { CheckInService } from './checkin.ts';
import { CompetitionService } from './competition.ts';
import { PhotoService } from './photos.ts';
import { TicketService } from './tickets.ts';
import { CourseService } from './courses.ts';
import { LESSON_JOB, LessonService } from './lessons.ts';
import { TicketSigner } from './qr.ts';
import { REMIND_JOB, ReminderService } from './reminders.ts';
import { CLOSE_JOB, ClosingService } from './closing.ts';
import { PublishReviewRepo } from './publish-review.repo.ts';
import { PublishReviewService } from './publish-review.ts';
import { registerActivityRoutes } from './routes.ts';
import type { ActivityDeps } from './ports.ts';
import type { ActivityServices } from './services.ts';

export type { ActivityDeps, ActivityServices };

/**
 * Activities and their tickets, check-in, attendees, divisions, brackets and photos; courses and
 * their video lessons. Tickets are held at submit by the checkout reserver of goods type
 * `activity` and issued, released or voided by its order-lifecycle fulfiller; a paid course order
 * records a registration through the fulfiller of goods type `course`.
 */
export function activityModule(p: Platform, deps: ActivityDeps) {
  const repos = {
    activities: new ActivitiesRepo(),
    tickets: new TicketsRepo(),
    attendees: new AttendeesRepo(),
    checkIns: new CheckInRepo(),
    competition: new CompetitionRepo(),
    photos: new PhotosRepo(),
    courses: new CoursesRepo(),
  };
  const signer = new TicketSigner(p.secret);
  const review = new PublishReviewService(p.db, new PublishReviewRepo(), deps, p.journal);
  const activities = new ActivityService(p.db, repos, deps, review, p.config.env === 'test' ? 0 : 2000);
  const tickets = new TicketService(p.db, repos, deps, activities, signer);
  const courses = new CourseService(p.db, repos.courses, deps, review);
  const services: ActivityServices = {
    activities,
    review,
    tickets,
    attendees: new AttendeeService(p.db, repos.attendees),
    checkIns: new CheckInService(p.db, repos, deps, activities, signer),
    competition: new CompetitionService(p.db, repos, deps, activities),
    photos: new PhotoService(p.db, repos, deps, activities),
    courses,
    lessons: new LessonService(p, p.db, repos.courses, deps, courses),
    reminders: new ReminderService(p.db, repos, deps),
    closing: new ClosingService(p.db, repos, deps),
  };
  deps.reservers.register('activity', tickets.reserve);
  deps.lifecycle.register('activity', tickets.fulfil);
  deps.lifecycle.register('course', courses.fulfil);
  deps.refundPolicies.register('activity', tickets.refundable);
  p.jobs.define<{ lessonId: number }>(LESSON_JOB, async ({ lessonId }) => {
    await services.lessons.transcode(lessonId);
  });
  p.jobs.define(REMIND_JOB, async () => {
    await services.reminders.run();
  });
  p.jobs.schedule(REMIND_JOB, '*/10 * * * *');
  p.jobs.define(CLOSE_JOB, async () => {
    await services.closing.run();
  });
  p.jobs.schedule(CLOSE_JOB, '*/10 * * * *');
  return { services, routes: (app: FastifyInstance) => registerActivityRoutes(app, services) };
}
