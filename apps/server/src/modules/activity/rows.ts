import type {
  activity,
  activityAttendee,
  activityBattle,
  activityCheckIn,
  activityDivision,
  activityEntry,
  activityHold,
  activityPhoto,
  activityTicket,
  activityTicketType,
  course,
  courseLesson,
  courseRegistration,
} from '../../db/schema/activity.ts';

/** The module's rows as the repos answer them. */
export type ActivityRow = typeof activity.$inferSelect;
export type TicketTypeRow = typeof activityTicketType.$inferSelect;
export type HoldRow = typeof activityHold.$inferSelect;
export type TicketRow = typeof activityTicket.$inferSelect;
export type CheckInRow = typeof activityCheckIn.$inferSelect;
export type AttendeeRow = typeof activityAttendee.$inferSelect;
export type DivisionRow = typeof activityDivision.$inferSelect;
export type EntryRow = typeof activityEntry.$inferSelect;
export type BattleRow = typeof activityBattle.$inferSelect;
export type PhotoRow = typeof activityPhoto.$inferSelect;
export type CourseRow = typeof course.$inferSelect;
export type LessonRow = typeof courseLesson.$inferSelect;
export type RegistrationRow = typeof courseRegistration.$inferSelect;
