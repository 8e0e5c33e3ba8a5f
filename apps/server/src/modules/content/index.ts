import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { ContentRepo } from './content.repo.ts';
import { UploadsRepo } from './uploads.repo.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './content.ts';
import { UploadService } from './uploads.ts';
import type { UploadedFiles } from './files.ts';

export { ContentService, UploadService };
export { fileFields, type FileField, type UploadedFile, type UploadedFiles } from './files.ts';

/**
 * Settings, regions, categories, emoji, articles, adverts, feedback, report reasons and uploads.
 * Content has nothing worth a search section, so it registers none.
 */
export function contentModule(p: Platform) {
  const uploads = new UploadService(p, new UploadsRepo(), p.secret);
  const service = new ContentService(p, new ContentRepo(), uploads);
  /** `files` is the port the other modules receive; `uploads` the same service with its calls. */
  return {
    service,
    uploads,
    files: uploads as UploadedFiles,
    routes: (app: FastifyInstance) => registerContentRoutes(app, service, uploads),
  };
}
