import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint, EndpointData, Language } from '@dance/contracts';
import { envelope } from '@dance/contracts';
import { ERRORS, type ErrorName } from '@dance/contracts/errors';
import { z } from 'zod';
import * as zodLocales from 'zod/v4/locales';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { message, pickLanguage, word } from './i18n.ts';

export interface AuthContext {
  scope: 'public' | 'protected';
  userId: number | null;
  loginTokenId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    auth: AuthContext | null;
  }
}

type Input<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export interface RouteContext<E extends Endpoint> {
  query: E extends Endpoint<infer Q> ? Input<Q> : never;
  body: E extends Endpoint<z.ZodType | undefined, infer B> ? Input<B> : never;
  /** Present on `user` endpoints (checked before the handler runs); null for a visitor elsewhere. */
  userId: E['auth'] extends 'user' ? number : number | null;
  auth: AuthContext;
  lang: Language;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Requests per minute per client for this route (on top of the global limit). */
  rateLimit?: number;
  /** Skip the access-token check (the token call itself, signed upload and gateway callbacks). */
  noAccessToken?: boolean;
  /** Leave the route out of the global per-client limit (a gateway's notifies come from one place). */
  noGlobalLimit?: boolean;
}

export type Authenticate = (req: FastifyRequest) => Promise<AuthContext | null>;

const ErrorEnvelope = envelope(z.null());

export function sendError(
  reply: FastifyReply,
  lang: Language,
  name: ErrorName,
  params: Record<string, string | number> = {},
) {
  const def = ERRORS[name];
  // `what` names a thing ("user", "address") and `reason` may be a word too ("not_your_upload"):
  // say them in the request's language.
  const p = { ...params };
  if (typeof p.what === 'string') p.what = word(p.what, lang);
  if (typeof p.reason === 'string') p.reason = word(p.reason, lang);
  return reply.status(def.status).send({ code: def.code, msg: message(name, lang, p), data: null });
}

/** NUL and the other control characters no text may hold (tab, line feed and return may). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The path of the first string in a query or body that holds a control character (`content`,
 * `items.0.name`), or null. Every text field of every call is checked here, before validation, so
 * no such character reaches a service or the database.
 */
export function controlCharacterAt(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || 'body' : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (CONTROL.test(k)) return [...path, 'key'].join('.');
    const hit = controlCharacterAt(v, [...path, k], depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

/**
 * Registers one contract endpoint: validation, OpenAPI, access token and login checks, envelope.
 * Handlers return the `data`; errors are thrown as AppError and mapped by the error handler.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (ctx: RouteContext<E>) => Promise<EndpointData<E>>,
  options: RouteOptions = {},
): void {
  const errorResponses = Object.fromEntries(
    [400, 401, 403, 404, 409, 429, 500].map((s) => [
      s,
      ErrorEnvelope.describe('An error envelope with data null'),
    ]),
  );
  app.route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [ep.tag],
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(options.noAccessToken ? {} : { headers: z.object({ 'x-access-token': z.string().optional() }) }),
      response: { 200: envelope(ep.data), ...errorResponses },
    },
    config: options.noGlobalLimit
      ? { rateLimit: false }
      : options.rateLimit
        ? { rateLimit: { max: options.rateLimit, timeWindow: 60_000 } }
        : {},
    // Callback hooks: nothing here waits, so no promise per request.
    preValidation: (req, reply, done) => {
      const field = controlCharacterAt(req.query) ?? controlCharacterAt(req.body);
      // A reply sent in a callback hook ends the request there: `done` is not called.
      if (field !== null)
        void sendError(reply, req.lang, 'VALIDATION', { field, reason: 'control_character' });
      else done();
    },
    preHandler: (req, reply, done) => {
      if (options.noAccessToken) return done();
      const auth = req.auth;
      if (!auth) void sendError(reply, req.lang, 'ACCESS_TOKEN_INVALID');
      else if (ep.auth === 'user' && auth.userId === null) void sendError(reply, req.lang, 'NOT_LOGGED_IN');
      else done();
    },
    handler: async (req, reply) => {
      const data = await handler({
        query: req.query,
        body: req.body,
        userId: req.auth?.userId ?? null,
        auth: req.auth ?? { scope: 'public', userId: null, loginTokenId: null },
        lang: req.lang,
        ip: req.ip,
        req,
        reply,
      } as RouteContext<E>);
      // A handler may send its own bytes (a precompressed body); then there is nothing to wrap.
      if (reply.sent) return reply;
      return { code: 0, msg: message('OK', req.lang), data: data ?? null };
    },
  });
}

const LOCALES: Record<Language, () => { localeError: (issue: never) => unknown }> = {
  'zh-Hans': zodLocales.zhCN,
  'zh-Hant': zodLocales.zhTW,
  en: zodLocales.en,
  es: zodLocales.es,
  fr: zodLocales.fr,
};

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
}

function valueAt(source: unknown, path: string[]): unknown {
  let v: unknown = source;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

function localiseIssue(issue: Issue, lang: Language): string {
  try {
    const fn = LOCALES[lang]().localeError as (i: Issue) => string | { message: string } | undefined;
    const r = fn(issue);
    const text = typeof r === 'string' ? r : r?.message;
    return text || issue.message;
  } catch {
    return issue.message;
  }
}

/** Maps every failure to the envelope: validation names the field, a 500 never leaks internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req, reply) => {
    const lang = req.lang ?? 'zh-Hans';
    if (err instanceof AppError) return sendError(reply, lang, err.errorName, err.params);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      if (!first)
        return sendError(reply, lang, 'VALIDATION', { field: err.validationContext ?? 'body', reason: '' });
      const path = first.instancePath.split('/').filter(Boolean);
      const source =
        err.validationContext === 'querystring'
          ? req.query
          : err.validationContext === 'headers'
            ? req.headers
            : req.body;
      const issue: Issue = {
        ...(first.params as object),
        code: first.keyword,
        path,
        message: first.message ?? '',
        input: valueAt(source, path),
      };
      const field = path.length ? path.join('.') : (err.validationContext ?? 'body');
      return sendError(reply, lang, 'VALIDATION', { field, reason: localiseIssue(issue, lang) });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.statusCode === 413)
      return sendError(reply, lang, 'PAYLOAD_TOO_LARGE');
    if (e.statusCode === 429) return sendError(reply, lang, 'RATE_LIMITED');
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || e.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
      return sendError(reply, lang, 'VALIDATION', { field: 'content-type', reason: e.message ?? '' });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const field = e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || e.code?.includes('JSON') ? 'body' : 'request';
      return sendError(reply, lang, 'VALIDATION', { field, reason: e.message ?? '' });
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, lang, 'INTERNAL');
  });
  app.setNotFoundHandler((req, reply) => sendError(reply, req.lang ?? 'zh-Hans', 'ROUTE_NOT_FOUND'));
}

export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-Hans');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', (req, _reply, done) => {
    const h = req.headers;
    req.lang = pickLanguage(h['x-app-language'] as string | undefined, h['accept-language']);
    done();
  });
}
