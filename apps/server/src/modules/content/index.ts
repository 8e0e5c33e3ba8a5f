import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AccountService } from '../account/index.ts';
import { ContentRepo } from './repo.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './service.ts';
import { UploadService } from './uploads.ts';

export { ContentService, UploadService };

/**
 * Settings, regions, categories, emoji, articles, adverts, feedback, report reasons and uploads.
 * Content has nothing worth a search section, so it registers none.
 */
export function contentModule(p: Platform, _deps: { users: AccountService }) {
  const repo = new ContentRepo(p.db);
  const service = new ContentService(p, repo);
  const uploads = new UploadService(p, repo, p.secret);
  return { service, uploads, routes: (app: FastifyInstance) => registerContentRoutes(app, service, uploads) };
}
