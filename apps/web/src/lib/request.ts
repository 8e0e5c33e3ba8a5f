import type { Endpoint, EndpointBody, EndpointData, EndpointQuery } from '@dance/contracts';
import type { content, passport } from '@dance/contracts';
import { i18n } from '../i18n/index.ts';
import { useUserStore } from '../stores/user.ts';
import { showToast } from './toast.ts';

/*
 * The one request wrapper. Endpoints are typed by the shared contracts, but the contracts' zod
 * runtime stays out of the bundle: each call is referenced by method + path, and a unit test
 * checks every reference against the contracts.
 */

export const BASE_PATH = '';
export const REQUEST_TIMEOUT = 30_000;
export const UPLOAD_TIMEOUT = 600_000;
export const TOKEN_RETRY_DELAY = 500;
/** Refresh a little before the server would refuse the token. */
const EXPIRY_SKEW_SECONDS = 5;

export const CODE_OK = 0;
export const CODE_ACCESS_TOKEN_INVALID = 1401;
export const CODE_NOT_LOGGED_IN = 1403;
export const CODE_NETWORK = -1;
export const CODE_TIMEOUT = -2;

const ACCESS_TOKEN_PATH = '/api/passport/access-token';
const USER_INFO_PATH = '/api/user/user-info';
const MESSAGE_STATISTICS_PATH = '/api/message/statistics';
const LOGIN_ROUTES = ['/pages/login', '/pages/login/login'];

export type AnyEndpoint = Endpoint;
type Method = 'GET' | 'POST';

/** A typed reference to one contract endpoint. */
export interface Call<E extends AnyEndpoint, M extends Method = Method> {
  readonly method: M;
  readonly path: string;
  /** Type only: carries the endpoint's types. */
  readonly __endpoint?: E;
}

/** `defineCall<typeof user.userInfo>()('GET', '/api/user/user-info')` */
export function defineCall<E extends AnyEndpoint>() {
  return <M extends Method>(method: M, path: string): Call<E, M> => ({ method, path });
}

export type CallInput<C> =
  C extends Call<infer E, infer M> ? (M extends 'GET' ? EndpointQuery<E> : EndpointBody<E>) : never;
export type CallData<C> = C extends Call<infer E, Method> ? EndpointData<E> : never;

export interface RequestOptions {
  /** 'no' silences the 请登录后操作 toast of code 1403. */
  enableUnauthorizedTip?: 'yes' | 'no';
  /** Query parameters of a POST call (e.g. login_scenario). */
  query?: Record<string, string | number | boolean | undefined>;
  /** Silence the network-failure toast (the caller shows its own). */
  silent?: boolean;
}

export class ApiError extends Error {
  readonly code: number;
  /** The HTTP status the server answered with (404 not found, 403 forbidden); absent offline. */
  readonly status: number | undefined;
  constructor(code: number, msg: string, status?: number) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Added on arrival: the response's HTTP status. */
  status?: number;
}

const t = (key: string) => i18n.t(key);

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function buildQuery(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(key, String(v)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function baseHeaders(accessToken: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-app-platform': 'mobile',
    'x-app-language': useUserStore.getState().language,
  };
  if (accessToken) headers['x-access-token'] = accessToken;
  return headers;
}

/** One HTTP exchange with a 30 s time-out; rejects ApiError(CODE_NETWORK | CODE_TIMEOUT). */
async function send<T>(
  method: Method,
  url: string,
  body: unknown,
  accessToken: string,
): Promise<Envelope<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT);
  try {
    const response = await fetch(BASE_PATH + url, {
      method,
      headers: baseHeaders(accessToken),
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    const json = (await response.json()) as Envelope<T>;
    if (typeof json?.code !== 'number') throw new Error('not an envelope');
    return { ...json, status: response.status };
  } catch {
    throw timedOut
      ? new ApiError(CODE_TIMEOUT, t('request.timeout'))
      : new ApiError(CODE_NETWORK, t('request.network'));
  } finally {
    clearTimeout(timer);
  }
}

type AccessTokenData = EndpointData<typeof passport.accessToken>;

let refreshing: Promise<string | null> | null = null;

function validAccessToken(): string | null {
  const { accessToken, accessTokenExpiredAt } = useUserStore.getState();
  return accessToken && accessTokenExpiredAt - EXPIRY_SKEW_SECONDS > nowSeconds() ? accessToken : null;
}

/** One attempt to exchange the login token (or nothing) for an access token; null on failure. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const state = useUserStore.getState();
    const login = state.token && state.token.token_expired_at > nowSeconds() ? state.token.token : undefined;
    try {
      const res = await send<AccessTokenData>('POST', ACCESS_TOKEN_PATH, login ? { token: login } : {}, '');
      if (res.code !== CODE_OK) {
        // A revoked login token must not block visitors: forget it and ask as a visitor next time.
        if (login) useUserStore.getState().logout();
        return null;
      }
      useUserStore.getState().setAccessToken(res.data.access_token, res.data.expired_at, res.data.scope);
      return res.data.access_token;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The access token, fetched when missing or expired; while unavailable, retried every 500 ms. */
export async function ensureAccessToken(): Promise<string> {
  for (;;) {
    const current = validAccessToken();
    if (current) return current;
    const fresh = await refreshAccessToken();
    if (fresh) return fresh;
    await sleep(TOKEN_RETRY_DELAY);
  }
}

/** Forget the cached access token (after login or logout) so the next call fetches a new one. */
export function resetAccessToken(): void {
  useUserStore.getState().clearAccessToken();
}

function onLoginPage(): boolean {
  const route = (globalThis.location?.hash ?? '').replace(/^#/, '').split('?')[0] ?? '';
  return LOGIN_ROUTES.includes(route);
}

/** Call one endpoint; resolves with `data` of code 0, rejects ApiError otherwise. */
export async function request<C extends Call<AnyEndpoint>>(
  call: C,
  input?: CallInput<C>,
  options: RequestOptions = {},
): Promise<CallData<C>> {
  const isGet = call.method === 'GET';
  const url = call.path + buildQuery(isGet ? (input as object | undefined) : options.query);
  const body = isGet ? undefined : input;

  let res: Envelope<CallData<C>>;
  try {
    res = await send<CallData<C>>(call.method, url, body, await ensureAccessToken());
    if (res.code === CODE_ACCESS_TOKEN_INVALID) {
      // Expired or reset on the server: refresh once and retry once.
      resetAccessToken();
      res = await send<CallData<C>>(call.method, url, body, await ensureAccessToken());
    }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError(CODE_NETWORK, t('request.network'));
    if (!options.silent) showToast(apiError.message);
    throw apiError;
  }

  if (res.code === CODE_OK) return res.data;

  if (res.code === CODE_NOT_LOGGED_IN) {
    const store = useUserStore.getState();
    store.setNotLoggedIn();
    // A protected token refused as not logged in means the session was revoked.
    if (store.accessTokenScope === 'protected') store.clearAccessToken();
    const message = t('request.loginFirst');
    const quiet =
      options.enableUnauthorizedTip === 'no' || onLoginPage() || call.path === MESSAGE_STATISTICS_PATH;
    if (!quiet) showToast(message);
    throw new ApiError(res.code, message);
  }

  if (call.path === USER_INFO_PATH && res.msg) showToast(res.msg);
  throw new ApiError(res.code, res.msg, res.status);
}

/* ---------------------------------------------------------------- upload */

export type UploadKind = 'image' | 'audio' | 'video';
type UploadTokenCall = typeof content.uploadToken;
export type UploadedFile = EndpointData<typeof content.upload>;

export const uploadTokenCall = defineCall<UploadTokenCall>()('POST', '/api/attachment/upload-token');

/** Upload one file: ask where, then send it with progress (multipart field `file`, or a raw S3 PUT). */
export async function upload(
  file: File,
  kind: UploadKind = 'image',
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  const target = await request(uploadTokenCall, { kind, filename: file.name || 'file', size: file.size });
  const isLocal = target.store === 'local';
  const headers: Record<string, string> = { ...target.headers };
  if (isLocal) {
    headers['x-app-platform'] = 'mobile';
    headers['x-app-language'] = useUserStore.getState().language;
    const accessToken = validAccessToken();
    if (accessToken) headers['x-access-token'] = accessToken;
  }

  const text = await new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const timer = setTimeout(() => {
      xhr.abort();
      reject(new ApiError(CODE_TIMEOUT, t('request.timeout')));
    }, UPLOAD_TIMEOUT);
    const fail = () => {
      clearTimeout(timer);
      reject(new ApiError(CODE_NETWORK, t('request.network')));
    };
    xhr.open(isLocal ? 'POST' : target.method, BASE_PATH && isLocal ? BASE_PATH + target.url : target.url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      clearTimeout(timer);
      if (!isLocal && (xhr.status < 200 || xhr.status >= 300)) return fail();
      resolve(String(xhr.responseText ?? ''));
    };
    xhr.onerror = fail;
    if (isLocal) {
      const form = new FormData();
      form.append(target.field || 'file', file, file.name);
      xhr.send(form);
    } else {
      xhr.send(file);
    }
  }).catch((error: unknown) => {
    if (error instanceof ApiError) showToast(error.message);
    throw error;
  });

  if (!isLocal) {
    return {
      url: target.public_url ?? target.url.split('?')[0] ?? '',
      kind,
      mime: file.type,
      size: file.size,
    };
  }
  let res: Envelope<UploadedFile>;
  try {
    res = JSON.parse(text) as Envelope<UploadedFile>;
  } catch {
    showToast(t('request.network'));
    throw new ApiError(CODE_NETWORK, t('request.network'));
  }
  if (res.code !== CODE_OK) {
    showToast(res.msg);
    throw new ApiError(res.code, res.msg);
  }
  return res.data;
}
