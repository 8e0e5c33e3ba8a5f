import type { content, user } from '@dance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../stores/user.ts';
import { ApiError, CODE_NETWORK, CODE_TIMEOUT, defineCall, request, upload } from './request.ts';
import { showToast } from './toast.ts';

vi.mock('./toast.ts', () => ({ showToast: vi.fn(), showSuccess: vi.fn(), showLoading: vi.fn() }));

const toast = vi.mocked(showToast);
const advertList = defineCall<typeof content.advertList>()('GET', '/api/site/advert-list');
const addressSave = defineCall<typeof user.addressSave>()('POST', '/api/user/address-save');
const userInfo = defineCall<typeof user.userInfo>()('GET', '/api/user/user-info');
const statistics = defineCall<typeof user.userInfo>()('GET', '/api/message/statistics');

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { code: number; msg?: string; data?: unknown; status?: number } | 'network' | 'hang';

let sent: Sent[];
let tokenReplies: Reply[];
let apiReplies: Reply[];
let tokenCounter: number;

function envelope({ status = 200, ...reply }: Exclude<Reply, 'network' | 'hang'>) {
  return { status, json: async () => ({ msg: 'ok', data: null, ...reply }) } as unknown as Response;
}

function answer(reply: Reply, signal: AbortSignal | null | undefined): Promise<Response> {
  if (reply === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  if (reply === 'hang')
    return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
  return Promise.resolve(envelope(reply));
}

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  tokenCounter = 0;
  tokenReplies = [];
  apiReplies = [];
  toast.mockClear();
  window.location.hash = '#/pages/index/index';
  useUserStore.setState({
    token: null,
    isLogin: false,
    accessToken: '',
    accessTokenExpiredAt: 0,
    accessTokenScope: '',
    language: 'zh-Hans',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      if (url === '/api/passport/access-token') {
        const reply = tokenReplies.shift() ?? {
          code: 0,
          data: { access_token: `at-${++tokenCounter}`, expired_at: nowSeconds() + 3600, scope: 'public' },
        };
        return answer(reply, init.signal);
      }
      return answer(apiReplies.shift() ?? { code: 0, data: { list: [] } }, init.signal);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(pending: Promise<unknown>): Promise<ApiError> {
  try {
    await pending;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

const apiCalls = () => sent.filter((s) => s.url !== '/api/passport/access-token');
const tokenCalls = () => sent.filter((s) => s.url === '/api/passport/access-token');

describe('request', () => {
  it('fetches an access token first, then sends GET params in the query string with the headers', async () => {
    apiReplies.push({ code: 0, data: { list: [{ id: 7 }] } });
    const data = await request(advertList, { position: 'home_notice' });
    expect(data).toEqual({ list: [{ id: 7 }] });
    expect(sent.map((s) => s.url)).toEqual([
      '/api/passport/access-token',
      '/api/site/advert-list?position=home_notice',
    ]);
    const call = apiCalls()[0]!;
    expect(call.method).toBe('GET');
    expect(call.body).toBeUndefined();
    expect(call.headers).toEqual({
      'content-type': 'application/json',
      'x-app-platform': 'mobile',
      'x-app-language': 'zh-Hans',
      'x-access-token': 'at-1',
    });
  });

  it('sends POST input as a JSON body and options.query in the query string', async () => {
    useUserStore.setState({ language: 'fr' });
    await request(
      addressSave,
      { name: 'A', mobile: '13800000000', province_id: 1, city_id: 2, district_id: 3, detail: 'Road 1' },
      { query: { trace: 'x' } },
    );
    const call = apiCalls()[0]!;
    expect(call.url).toBe('/api/user/address-save?trace=x');
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({
      name: 'A',
      mobile: '13800000000',
      province_id: 1,
      city_id: 2,
      district_id: 3,
      detail: 'Road 1',
    });
    expect(call.headers['x-app-language']).toBe('fr');
  });

  it('reuses a valid access token and exchanges the login token when logged in', async () => {
    useUserStore.setState({
      token: { token: 'login-1', token_expired_at: nowSeconds() + 86400 },
      isLogin: true,
    });
    await request(advertList, {});
    await request(advertList, {});
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]!.body).toEqual({ token: 'login-1' });
    expect(apiCalls().map((c) => c.headers['x-access-token'])).toEqual(['at-1', 'at-1']);
  });

  it('refreshes an expired access token', async () => {
    useUserStore.setState({ accessToken: 'old', accessTokenExpiredAt: nowSeconds() - 1 });
    await request(advertList, {});
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()[0]!.headers['x-access-token']).toBe('at-1');
  });

  it('retries every 500 ms while no access token is available', async () => {
    tokenReplies.push('network', 'network', { code: 1500, msg: 'down' });
    const pending = request(advertList, {});
    await vi.advanceTimersByTimeAsync(0);
    expect(tokenCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(tokenCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokenCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(tokenCalls()).toHaveLength(3);
    expect(apiCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(tokenCalls()).toHaveLength(4);
    await expect(pending).resolves.toEqual({ list: [] });
    expect(apiCalls()[0]!.headers['x-access-token']).toBe('at-1');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shares one token refresh between simultaneous calls', async () => {
    await Promise.all([request(advertList, {}), request(advertList, {}), request(advertList, {})]);
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(3);
  });

  it('times out after 30 s with 请求超时', async () => {
    useUserStore.setState({ accessToken: 'ok', accessTokenExpiredAt: nowSeconds() + 3600 });
    apiReplies.push('hang');
    const pending = request(advertList, {});
    const outcome = pending.then(
      () => 'resolved',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(CODE_TIMEOUT);
    expect(error.message).toBe('请求超时');
  });

  it('toasts 网络开小差了 on a network failure and rejects', async () => {
    useUserStore.setState({ accessToken: 'ok', accessTokenExpiredAt: nowSeconds() + 3600 });
    apiReplies.push('network');
    const error = await failure(request(advertList, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(CODE_NETWORK);
    expect(toast).toHaveBeenCalledWith('网络开小差了');
  });

  it('rejects other codes with the server code and msg', async () => {
    apiReplies.push({ code: 1404, msg: '地址不存在' });
    const error = await failure(request(advertList, {}));
    expect(error.code).toBe(1404);
    expect(error.message).toBe('地址不存在');
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the HTTP status, so a page can tell not found and forbidden from a failure', async () => {
    apiReplies.push({ code: 1404, msg: '帖子不存在', status: 404 });
    expect((await failure(request(advertList, {}))).status).toBe(404);
    apiReplies.push({ code: 1405, msg: '没有权限执行此操作', status: 403 });
    expect((await failure(request(advertList, {}))).status).toBe(403);
  });

  it('toasts the server msg when user-info fails', async () => {
    apiReplies.push({ code: 2006, msg: '账号已注销或被封禁' });
    await expect(request(userInfo)).rejects.toMatchObject({ code: 2006 });
    expect(toast).toHaveBeenCalledWith('账号已注销或被封禁');
  });

  describe('1401', () => {
    it('refreshes the access token once and retries once', async () => {
      apiReplies.push({ code: 1401, msg: 'expired' }, { code: 0, data: { list: [{ id: 1 }] } });
      await expect(request(advertList, {})).resolves.toEqual({ list: [{ id: 1 }] });
      expect(tokenCalls()).toHaveLength(2);
      expect(apiCalls().map((c) => c.headers['x-access-token'])).toEqual(['at-1', 'at-2']);
    });

    it('gives up after the single retry', async () => {
      apiReplies.push({ code: 1401, msg: 'expired' }, { code: 1401, msg: 'still expired' });
      await expect(request(advertList, {})).rejects.toMatchObject({ code: 1401, message: 'still expired' });
      expect(apiCalls()).toHaveLength(2);
      expect(tokenCalls()).toHaveLength(2);
    });
  });

  describe('1403', () => {
    beforeEach(() => {
      useUserStore.setState({ isLogin: true, token: { token: 'l', token_expired_at: nowSeconds() + 86400 } });
    });

    it('sets isLogin false, toasts 请登录后操作 and rejects', async () => {
      apiReplies.push({ code: 1403, msg: 'x' });
      await expect(request(userInfo)).rejects.toMatchObject({ code: 1403, message: '请登录后操作' });
      expect(useUserStore.getState().isLogin).toBe(false);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith('请登录后操作');
    });

    it('is localised', async () => {
      const { changeLanguage } = await import('../i18n/index.ts');
      await changeLanguage('en');
      apiReplies.push({ code: 1403, msg: 'x' });
      await expect(request(advertList, {})).rejects.toMatchObject({ message: 'Please log in first' });
      expect(toast).toHaveBeenCalledWith('Please log in first');
      await changeLanguage('zh-Hans');
    });

    it('stays quiet with enableUnauthorizedTip no', async () => {
      apiReplies.push({ code: 1403, msg: 'x' });
      await expect(request(advertList, {}, { enableUnauthorizedTip: 'no' })).rejects.toMatchObject({
        code: 1403,
      });
      expect(useUserStore.getState().isLogin).toBe(false);
      expect(toast).not.toHaveBeenCalled();
    });

    it('stays quiet on the login page', async () => {
      window.location.hash = '#/pages/login?redirect=x';
      apiReplies.push({ code: 1403, msg: 'x' });
      await expect(request(advertList, {})).rejects.toMatchObject({ code: 1403 });
      expect(useUserStore.getState().isLogin).toBe(false);
      expect(toast).not.toHaveBeenCalled();
    });

    it('stays quiet for message statistics', async () => {
      apiReplies.push({ code: 1403, msg: 'x' });
      await expect(request(statistics)).rejects.toMatchObject({ code: 1403 });
      expect(useUserStore.getState().isLogin).toBe(false);
      expect(toast).not.toHaveBeenCalled();
    });
  });
});

class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('upload', () => {
  const file = new File(['hello'], 'a.png', { type: 'image/png' });

  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    useUserStore.setState({ accessToken: 'ok', accessTokenExpiredAt: nowSeconds() + 3600 });
  });

  async function started() {
    for (let i = 0; i < 20 && !FakeXhr.last; i++) await vi.advanceTimersByTimeAsync(0);
    return FakeXhr.last!;
  }

  it('asks for a token, then posts the file as multipart field `file` with progress (local)', async () => {
    apiReplies.push({
      code: 0,
      data: {
        store: 'local',
        method: 'POST',
        url: '/api/attachment/upload?token=signed-token',
        field: 'file',
        headers: {},
        public_url: null,
        max_size: 1000,
        expires_at: 1,
      },
    });
    const progress: number[] = [];
    const pending = upload(file, 'image', (p) => progress.push(p));
    const xhr = await started();
    expect(apiCalls()[0]!.body).toEqual({ kind: 'image', filename: 'a.png', size: 5 });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/attachment/upload?token=signed-token');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(xhr.headers['x-app-platform']).toBe('mobile');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    const data = { url: '/uploads/a.png', kind: 'image', mime: 'image/png', size: 5 };
    xhr.respond(200, JSON.stringify({ code: 0, msg: 'ok', data }));
    await expect(pending).resolves.toEqual(data);
    expect(progress).toEqual([25]);
  });

  it('PUTs the raw file to S3 and resolves with public_url', async () => {
    apiReplies.push({
      code: 0,
      data: {
        store: 's3',
        method: 'PUT',
        url: 'https://s3.example/bucket/a.png?sig=1',
        field: 'file',
        headers: { 'content-type': 'image/png' },
        public_url: 'https://cdn.example/a.png',
        max_size: 1000,
        expires_at: 1,
      },
    });
    const pending = upload(file, 'image');
    const xhr = await started();
    expect(xhr.method).toBe('PUT');
    expect(xhr.body).toBe(file);
    expect(xhr.headers).toEqual({ 'content-type': 'image/png' });
    xhr.respond(200, '');
    await expect(pending).resolves.toMatchObject({ url: 'https://cdn.example/a.png', size: 5 });
  });

  it('times out after 600 s with 请求超时', async () => {
    apiReplies.push({
      code: 0,
      data: {
        store: 'local',
        method: 'POST',
        url: '/api/attachment/upload?token=t',
        field: 'file',
        headers: {},
        public_url: null,
        max_size: 1000,
        expires_at: 1,
      },
    });
    const outcome = upload(file).then(
      () => 'resolved',
      (e: unknown) => e,
    );
    const xhr = await started();
    await vi.advanceTimersByTimeAsync(599_999);
    expect(xhr.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(xhr.aborted).toBe(true);
    const error = (await outcome) as ApiError;
    expect(error.code).toBe(CODE_TIMEOUT);
    expect(error.message).toBe('请求超时');
    expect(toast).toHaveBeenCalledWith('请求超时');
  });

  it('rejects with the server msg when the local upload is refused', async () => {
    apiReplies.push({
      code: 0,
      data: {
        store: 'local',
        method: 'POST',
        url: '/api/attachment/upload?token=t',
        field: 'file',
        headers: {},
        public_url: null,
        max_size: 1000,
        expires_at: 1,
      },
    });
    const pending = failure(upload(file));
    const xhr = await started();
    xhr.respond(400, JSON.stringify({ code: 2040, msg: '文件无法上传：too big', data: null }));
    const error = await pending;
    expect(error.code).toBe(2040);
    expect(toast).toHaveBeenCalledWith('文件无法上传：too big');
  });
});
