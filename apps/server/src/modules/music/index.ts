import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { AudioService } from './audio.ts';
import { CommentsRepo } from './comments.repo.ts';
import { CommentService } from './comments.ts';
import { MediaService } from './media.ts';
import { MusicianService } from './musicians.ts';
import { MusiciansRepo } from './musicians.repo.ts';
import { PlaysRepo } from './plays.repo.ts';
import { PlayService, RANK_JOB } from './plays.ts';
import { TrackReviewRepo } from './publish-review.repo.ts';
import { TrackReviewService } from './publish-review.ts';
import { registerMusicRoutes } from './routes.ts';
import { TracksRepo } from './tracks.repo.ts';
import { TRACK_JOB, TrackService } from './tracks.ts';
import type { MusicDeps } from './ports.ts';
import type { MusicServices } from './services.ts';

export type { MusicDeps, MusicServices };

/**
 * Music: musicians' tracks sold as goods of type `music`, transcoded by a job, played from signed
 * URLs with HTTP Range; a paid order grants a licence through the fulfiller of goods type `music`
 * and a refund revokes it; counted plays feed the charts, recomputed by a job every ten minutes.
 */
export function musicModule(p: Platform, deps: MusicDeps) {
  const repos = {
    tracks: new TracksRepo(),
    plays: new PlaysRepo(),
    comments: new CommentsRepo(),
    musicians: new MusiciansRepo(),
  };
  const review = new TrackReviewService(p.db, new TrackReviewRepo(), repos.tracks, deps, p.journal);
  const tracks = new TrackService(p, p.db, repos.tracks, deps, review, p.config.env === 'test' ? 0 : 2000);
  const services: MusicServices = {
    tracks,
    review,
    media: new MediaService(p, p.db, repos.tracks),
    audio: new AudioService(p, p.db, repos.tracks, tracks),
    plays: new PlayService(p.db, repos.plays, repos.tracks, tracks),
    comments: new CommentService(p.db, repos.comments, repos.tracks, tracks, deps, p.journal),
    musicians: new MusicianService(p.db, repos.musicians, deps, p.journal),
  };
  deps.lifecycle.register('music', tracks.fulfil);
  p.jobs.define<{ trackId: number }>(TRACK_JOB, async ({ trackId }) => {
    await services.media.transcode(trackId);
  });
  p.jobs.define(RANK_JOB, async () => {
    await services.plays.recompute();
  });
  p.jobs.schedule(RANK_JOB, '*/10 * * * *');
  return { services, routes: (app: FastifyInstance) => registerMusicRoutes(app, services) };
}
