import type { FastifyInstance } from 'fastify';
import { activity, course } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { ActivityServices } from './services.ts';

export function registerActivityRoutes(app: FastifyInstance, s: ActivityServices): void {
  // ---------- activities ----------
  route(app, activity.activityList, async ({ query }) => s.activities.list(query));
  route(app, activity.activityDetail, async ({ query, userId }) => s.activities.detail(userId, query.id));
  route(app, activity.manageList, async ({ query, userId }) => s.activities.manageList(userId, query));
  route(app, activity.editActivity, async ({ body, userId }) => s.activities.edit(userId, body));
  route(app, activity.addGoods, async ({ body, userId }) =>
    s.activities.link(userId, body.activity_id, 'goods', body.goods_ids, 'goods_ids'),
  );
  route(app, activity.addCourse, async ({ body, userId }) =>
    s.activities.link(userId, body.activity_id, 'course', body.course_ids, 'course_ids'),
  );
  route(app, activity.addMusic, async ({ body, userId }) =>
    s.activities.link(userId, body.activity_id, 'music', body.music_ids, 'music_ids'),
  );
  route(app, activity.removeGoods, async ({ body, userId }) =>
    s.activities.unlink(userId, body.activity_id, body.goods_id),
  );
  route(app, activity.publishReview, async ({ userId }) => s.review.get(userId, 'activity'));
  route(app, activity.setPublishReview, async ({ body, userId }) =>
    s.review.set(userId, 'activity', body.on === 1),
  );
  route(app, course.publishReview, async ({ userId }) => s.review.get(userId, 'course'));
  route(app, course.setPublishReview, async ({ body, userId }) =>
    s.review.set(userId, 'course', body.on === 1),
  );

  // ---------- tickets ----------
  route(app, activity.editTicket, async ({ body, userId }) => s.tickets.edit(userId, body));
  route(app, activity.ticketOrderStatistic, async ({ query, userId }) =>
    s.tickets.statistic(userId, query.activity_id),
  );
  route(app, activity.myTickets, async ({ query, userId }) => s.tickets.mine(userId, query));
  route(app, activity.ticketDetail, async ({ query, userId }) => s.tickets.detail(userId, query.id));
  route(app, activity.ticketKey, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return s.tickets.key();
  });
  route(app, activity.attendeeList, async ({ userId }) => s.attendees.list(userId));
  route(app, activity.attendeeSave, async ({ body, userId }) => s.attendees.save(userId, body));
  route(app, activity.attendeeDelete, async ({ body, userId }) => s.attendees.remove(userId, body.id));

  // ---------- check-in ----------
  route(app, activity.checkIn, async ({ body, userId }) =>
    s.checkIns.checkIn(userId, body.activity_id, body.code),
  );
  route(app, activity.checkInSync, async ({ body, userId }) => s.checkIns.sync(userId, body));
  route(app, activity.attendeeRoster, async ({ query, userId }) => s.checkIns.roster(userId, query));
  route(app, activity.attendeeExport, async ({ query, userId, reply }) => {
    const file = await s.checkIns.csv(userId, query.activity_id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  // ---------- divisions, competitors and brackets ----------
  route(app, activity.activityGroups, async ({ query, userId }) =>
    s.competition.groups(userId, query.activity_id),
  );
  route(app, activity.editGroup, async ({ body, userId }) => s.competition.editGroup(userId, body));
  route(app, activity.apply, async ({ body, userId }) => s.competition.apply(userId, body));
  route(app, activity.manualSignUp, async ({ body, userId }) =>
    body.kind === 'competitor'
      ? { entry: await s.competition.addCompetitor(userId, body), ticket_id: null }
      : { entry: null, ticket_id: await s.tickets.walkIn(userId, body) },
  );
  route(app, activity.createNumber, async ({ body, userId }) => s.competition.number(userId, body));
  route(app, activity.scoreEntry, async ({ body, userId }) => s.competition.score(userId, body));
  route(app, activity.competitionList, async ({ query, userId }) =>
    s.competition.list(userId, query.activity_id),
  );
  route(app, activity.editBracket, async ({ body, userId }) => s.competition.editBracket(userId, body));
  route(app, activity.decideBattle, async ({ body, userId }) => s.competition.decide(userId, body));
  route(app, activity.registerRecord, async ({ query, userId }) => s.competition.records(userId, query));

  // ---------- photos ----------
  route(app, activity.addImage, async ({ body, userId }) => s.photos.add(userId, body));
  route(app, activity.removeImage, async ({ body, userId }) => s.photos.remove(userId, body));
  route(app, activity.images, async ({ query, userId }) => s.photos.list(userId, query));
  route(app, activity.imageTags, async ({ query, userId }) => s.photos.tags(userId, query.activity_id));

  // ---------- courses ----------
  route(app, course.editCourse, async ({ body, userId }) => s.courses.edit(userId, body));
  route(app, course.courseList, async ({ query }) => s.courses.list(query));
  route(app, course.courseDetail, async ({ query, userId }) => s.courses.detail(userId, query.id));
  route(app, course.courseManageList, async ({ query, userId }) => s.courses.manageList(userId, query));
  route(app, course.registerRecord, async ({ query, userId }) => s.courses.records(userId, query));
  route(app, course.students, async ({ query, userId }) => s.courses.students(userId, query));
  route(app, course.videoPublish, async ({ body, userId }) => s.lessons.publish(userId, body));
  route(app, course.lessons, async ({ query, userId }) => s.lessons.list(userId, query.course_id));
  route(app, course.lessonPlay, async ({ query, userId, reply }) => {
    reply.header('cache-control', 'no-store');
    return s.lessons.play(userId, query.id);
  });
  route(
    app,
    course.lessonPlaylist,
    async ({ query, reply }) =>
      reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'private, max-age=60')
        .send(await s.lessons.playlist(query)),
    { noAccessToken: true },
  );
}
