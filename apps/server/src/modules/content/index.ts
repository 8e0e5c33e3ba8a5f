import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import { ContentRepo } from './content.repo.ts';
import { UploadsRepo } from './uploads.repo.ts';
import { registerContentRoutes } from './routes.ts';
import { ContentService } from './content.ts';
import { ContentCurationRepo } from './curation.repo.ts';
import { CONTENT_CHANGED, ContentCurationService } from './curation.ts';
import { UploadService } from './uploads.ts';
import type { UploadedFiles } from './files.ts';

export { ContentService, UploadService, ContentCurationService };
export type { Operators } from './curation.ts';
export { fileFields, type FileField, type UploadedFile, type UploadedFiles } from './files.ts';

/**
 * Settings, regions, categories, emoji, articles, adverts, feedback, report reasons and uploads.
 * Content has nothing worth a search section, so it registers none.
 */
export function contentModule(p: Platform) {
  const uploads = new UploadService(p, new UploadsRepo(), p.secret);
  const service = new ContentService(p, new ContentRepo(), uploads);
  const forget = (what: unknown) => {
    if (what === 'advert' || what === 'article') service.forget(what);
  };
  const curation = new ContentCurationService(p, new ContentCurationRepo(), uploads, forget);
  // Another process's editor changed adverts or articles: forget them here too.
  p.bus.subscribe(CONTENT_CHANGED, forget);
  /** `files` is the port the other modules receive; `uploads` the same service with its calls. */
  return {
    service,
    uploads,
    curation,
    files: uploads as UploadedFiles,
    routes: (app: FastifyInstance) => registerContentRoutes(app, service, uploads, curation),
  };
}
