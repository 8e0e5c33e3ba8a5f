import type { FastifyInstance } from 'fastify';
import type { Language } from '@dance/contracts';
import type { Platform } from '../../platform/platform.ts';
import { CommentService } from './comments.ts';
import { Ctx, type CommunityDeps } from './context.ts';
import { CurationRepo } from './curation.repo.ts';
import { CurationService } from './curation.ts';
import { ModerationRepo } from './moderation.repo.ts';
import { WordFilter } from './words.ts';
import { GroupService } from './groups.ts';
import { InteractionService } from './interactions.ts';
import { ModerationService } from './moderation.ts';
import { PostService, TRANSCODE_JOB } from './posts.ts';
import { registerCommunityRoutes } from './routes.ts';
import { HOT_JOB, TopicService } from './topics.ts';
import { VideoService } from './video.ts';
import type { CommunityServices } from './services.ts';

export type { CommunityServices };

const TITLES: Record<'post' | 'topic' | 'circle', Record<Language, string>> = {
  post: { 'zh-Hans': '帖子', 'zh-Hant': '貼文', en: 'Posts', es: 'Publicaciones', fr: 'Publications' },
  topic: { 'zh-Hans': '话题', 'zh-Hant': '話題', en: 'Topics', es: 'Temas', fr: 'Sujets' },
  circle: { 'zh-Hans': '圈子', 'zh-Hant': '圈子', en: 'Circles', es: 'Círculos', fr: 'Cercles' },
};

/**
 * The prohibited and sensitive word lists of the community's moderation, as one filter: the
 * community checks every text with it, and accounts check nicknames and signatures (app.ts).
 */
export function wordFilter(p: Platform): WordFilter {
  return new WordFilter(p.db, new ModerationRepo());
}

/** Posts, comments, interactions, topics, circles, reports, short video. */
export function communityModule(p: Platform, deps: CommunityDeps) {
  const ctx = new Ctx(p, deps);
  const posts = new PostService(ctx);
  const comments = new CommentService(ctx);
  const services: CommunityServices = {
    posts,
    comments,
    interactions: new InteractionService(ctx),
    topics: new TopicService(ctx),
    groups: new GroupService(ctx),
    moderation: new ModerationService(ctx, comments),
    video: new VideoService(ctx),
    curation: new CurationService(p, p.db, new CurationRepo(), deps.users),
  };

  p.jobs.define<{ postId: number }>(TRANSCODE_JOB, async ({ postId }) => {
    await services.video.transcode(postId);
  });
  p.jobs.define(HOT_JOB, async () => {
    await services.topics.recomputeHot();
  });
  p.jobs.schedule(HOT_JOB, '*/10 * * * *');

  p.search.register('post', async (q) => {
    const r = await posts.search(q.viewerId, q.keyword, q.cursor, q.limit);
    return { type: 'post', title: TITLES.post[q.lang], ...r };
  });
  p.search.register('topic', async (q) => {
    const r = await services.topics.search(q.keyword, q.cursor, q.limit);
    return { type: 'topic', title: TITLES.topic[q.lang], ...r };
  });
  p.search.register('circle', async (q) => {
    const r = await services.groups.search(q.viewerId, q.keyword, q.cursor, q.limit);
    return { type: 'circle', title: TITLES.circle[q.lang], ...r };
  });

  return {
    services,
    routes: (app: FastifyInstance) => {
      registerCommunityRoutes(app, services);
      app.addHook('onClose', async () => posts.close());
    },
  };
}
