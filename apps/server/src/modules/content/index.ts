import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { ContentRepo } from './repo.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './service.ts';
import { UploadService } from './uploads.ts';
import type { UploadedFiles } from './files.ts';

export { ContentService, UploadService };
export { fileFields, type FileField, type UploadedFile, type UploadedFiles } from './files.ts';

/**
 * Settings, regions, categories, emoji, articles, adverts, feedback, report reasons and uploads.
 * Content has nothing worth a search section, so it registers none.
 */
export function contentModule(p: Platform) {
  const repo = new ContentRepo(p.db);
  const uploads = new UploadService(p, repo, p.secret);
  const service = new ContentService(p, repo, uploads);
  /** `files` is the port the other modules receive; `uploads` the same service with its calls. */
  return {
    service,
    uploads,
    files: uploads as UploadedFiles,
    routes: (app: FastifyInstance) => registerContentRoutes(app, service, uploads),
  };
}
