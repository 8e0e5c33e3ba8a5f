import type { ActivityService } from './activities.ts';
import type { PublishReviewService } from './publish-review.ts';
import type { AttendeeService } from './attendees.ts';
import type { CheckInService } from './checkin.ts';
import type { CompetitionService } from './competition.ts';
import type { CourseService } from './courses.ts';
import type { LessonService } from './lessons.ts';
import type { PhotoService } from './photos.ts';
import type { TicketService } from './tickets.ts';
import type { ReminderService } from './reminders.ts';
import type { ClosingService } from './closing.ts';

/** The module's services, as the routes, the jobs and the demo seed use them. */
export interface ActivityServices {
  activities: ActivityService;
  /** Review before publishing of activities and courses: the editor's switches and the decisions. */
  review: PublishReviewService;
  tickets: TicketService;
  attendees: AttendeeService;
  checkIns: CheckInService;
  competition: CompetitionService;
  photos: PhotoService;
  courses: CourseService;
  lessons: LessonService;
  reminders: ReminderService;
  closing: ClosingService;
}
