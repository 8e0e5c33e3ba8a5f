import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import multipart from '@fastify/multipart';
import { content, curate, passport, type Language } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import { acceptedEncoding, varyByEncoding } from '../../platform/reused-json.ts';
import { message, word } from '../../platform/i18n.ts';
import { fail, invalid } from '../../platform/errors.ts';
import type { ContentService } from './content.ts';
import type { ContentCurationService } from './curation.ts';
import { MAX_UPLOAD_SIZE, type UploadService } from './uploads.ts';

const DISTRICT_MAX_AGE_S = 86_400;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function registerContentRoutes(
  app: FastifyInstance,
  s: ContentService,
  uploads: UploadService,
  k: ContentCurationService,
): void {
  route(app, passport.mallSetting, async ({ lang }) => s.mallSetting(lang));

  // About 3,500 regions (139 KB of JSON): serialised and compressed once per language, revalidated
  // by ETag. A phone downloads 24 KB (brotli) or 31 KB (gzip) instead of 139 KB.
  // Compressed off the event loop (brotli's best quality takes a fifth of a second), once: the
  // first callers of a language share the promise.
  const districtBodies = new Map<Language, Promise<{ json: string; br: Buffer; gzip: Buffer }>>();
  route(app, content.district, async ({ req, reply, lang }) => {
    const tree = s.districts();
    reply.header('etag', tree.etag).header('cache-control', `public, max-age=${DISTRICT_MAX_AGE_S}`);
    varyByEncoding(reply);
    if (etagMatches(req.headers['if-none-match'], tree.etag)) {
      reply.code(304).serializer(() => '');
      return { list: [] };
    }
    let body = districtBodies.get(lang);
    if (!body) {
      const json = JSON.stringify({ code: 0, msg: message('OK', lang), data: { list: tree.list } });
      body = Promise.all([
        brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(json, { level: 9 }),
      ]).then(([br, gz]) => ({ json, br, gzip: gz }));
      districtBodies.set(lang, body);
      body.catch(() => districtBodies.delete(lang));
    }
    const cached = await body;
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding) {
      // Sent as bytes: the route helper sees the reply is already sent and adds nothing.
      await reply
        .header('content-encoding', encoding)
        .type('application/json; charset=utf-8')
        .serializer((x) => x as string)
        .send(cached[encoding]);
      return { list: [] };
    }
    reply.serializer(() => cached.json);
    return { list: tree.list };
  });

  route(app, content.catList, async ({ query }) => ({ list: await s.categories(query.type) }));
  route(app, content.emojiList, async ({ lang }) => ({ list: s.emoji(lang) }));
  route(app, content.articleList, async ({ query, lang }) =>
    s.articles(query.type, query.cursor, query.limit, lang),
  );
  route(app, content.articleDetail, async ({ query, lang }) => s.article(query.id, lang));
  route(app, content.advertList, async ({ query }) => ({ list: await s.adverts(query.position) }));
  route(app, content.feedbackCategory, async ({ lang }) => ({ list: await s.feedbackCategories(lang) }));
  route(app, content.addFeedback, async ({ userId, body, lang }) => s.addFeedback(userId, body, lang), {
    rateLimit: 10,
  });
  route(app, content.reportReasonList, async ({ lang }) => ({ list: await s.reportReasons(lang) }));

  // curating (the operator console's editors)
  route(app, curate.reportReasonList, async ({ userId }) => k.reasons(userId));
  route(app, curate.reportReasonAdd, async ({ userId, body }) => k.addReason(userId, body));
  route(app, curate.reportReasonEdit, async ({ userId, body }) => k.editReason(userId, body));
  route(app, curate.reportReasonRemove, async ({ userId, body }) => {
    await k.removeReason(userId, body.id);
    return null;
  });
  route(app, curate.advertList, async ({ userId, query }) => k.adverts(userId, query.position));
  route(app, curate.advertSave, async ({ userId, body }) => k.saveAdvert(userId, body));
  route(app, curate.advertRemove, async ({ userId, body }) => {
    await k.removeAdvert(userId, body.id);
    return null;
  });
  route(app, curate.articleList, async ({ userId, query }) => k.articles(userId, query));
  route(app, curate.articleDetail, async ({ userId, query }) => k.article(userId, query.id));
  route(app, curate.articleSave, async ({ userId, body }) => k.saveArticle(userId, body));
  route(app, curate.articleVisibility, async ({ userId, body }) =>
    k.setArticleHidden(userId, body.id, body.hidden),
  );

  route(app, content.uploadToken, async ({ userId, body, lang }) => uploads.grant(userId, body, lang), {
    rateLimit: 60,
  });

  // Multipart parsing belongs to the upload route only: its own scope, files streamed, never buffered.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_UPLOAD_SIZE, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    route(
      scope,
      content.upload,
      async ({ query, req, lang }) => {
        // The signed token is the credential, checked before a byte of the body is read.
        const grant = uploads.check(query.token, lang);
        if (!req.isMultipart()) invalid('content-type', 'multipart/form-data');
        const part = await req.file({ limits: { fileSize: grant.maxSize, files: 1 } });
        if (!part || part.fieldname !== 'file')
          fail('UPLOAD_REJECTED', { reason: word('upload_no_file', lang) });
        return uploads.receive(grant, part.file, lang);
      },
      { noAccessToken: true, rateLimit: 60 },
    );
  });
}
