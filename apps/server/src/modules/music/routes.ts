import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { music } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import { parseRange } from './range.ts';
import type { MusicServices } from './services.ts';

export function registerMusicRoutes(app: FastifyInstance, s: MusicServices): void {
  // ---------- tracks ----------
  route(app, music.editMusic, async ({ body, userId }) => s.tracks.edit(userId!, body));
  route(app, music.myMusics, async ({ query, userId }) => s.tracks.mine(userId!, query));
  route(app, music.trackList, async ({ query }) => s.tracks.list(query));
  route(app, music.trackDetail, async ({ query, userId }) => s.tracks.detail(userId, query.id));
  route(app, music.genres, async () => s.tracks.genres(music.MUSIC_GENRES));
  route(app, music.albums, async ({ query }) => s.tracks.albums(query));
  route(app, music.publishReview, async ({ userId }) => s.review.get(userId!));
  route(app, music.setPublishReview, async ({ body, userId }) => s.review.set(userId!, body.on === 1));

  // ---------- musicians ----------
  route(app, music.musicianApply, async ({ body, userId }) => s.musicians.apply(userId!, body));
  route(app, music.musicianApplication, async ({ userId }) => s.musicians.mine(userId!));
  route(app, music.musicianReview, async ({ body, userId }) =>
    s.musicians.review(userId!, body.id, body.approve === 1, body.reason),
  );

  // ---------- audio ----------
  route(app, music.playUrl, async ({ query, userId }) => s.audio.playUrl(userId, query.id, query.rendition));
  route(
    app,
    music.audio,
    async ({ query, req, reply }) => {
      const f = await s.audio.file(query);
      const range = parseRange(req.headers.range, f.size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', f.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`);
      if (range === 'unsatisfiable')
        return reply.code(416).header('content-range', `bytes */${f.size}`).send();
      if (range === null) return reply.header('content-length', f.size).send(createReadStream(f.path));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(f.path, range));
    },
    { noAccessToken: true, noGlobalLimit: true },
  );

  // ---------- plays ----------
  route(app, music.reportPlay, async ({ body, userId }) => s.plays.report(userId!, body));
  route(app, music.rank, async ({ query }) => s.plays.rank(query));
  route(app, music.recommend, async ({ query, userId }) => s.plays.recommend(userId, query.limit));
  route(app, music.recent, async ({ userId }) => s.plays.recent(userId!));
  route(app, music.recentMerge, async ({ body, userId }) => s.plays.merge(userId!, body.items));

  // ---------- comments and handpicked lists ----------
  route(app, music.comments, async ({ query, userId }) => s.comments.list(userId, query));
  route(app, music.comment, async ({ body, userId }) => s.comments.add(userId!, body));
  route(app, music.commentLike, async ({ body, userId }) => s.comments.like(userId!, body));
  route(app, music.handpick, async ({ query }) => s.comments.handpicks(query.id));
  route(app, music.handpickEdit, async ({ body, userId }) => s.comments.editHandpick(userId!, body));
}
