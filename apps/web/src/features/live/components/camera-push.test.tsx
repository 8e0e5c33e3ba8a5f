import { fireEvent, screen } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { live } from '@dance/contracts';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureLiveLocale } from '../i18n/load.ts';

const api = vi.hoisted(() => ({ calls: [] as { path: string; input: unknown }[] }));
vi.mock('../../../lib/request.ts', async (original) => ({
  ...(await original<object>()),
  ensureAccessToken: vi.fn(() => Promise.resolve('access-token-1')),
  request: vi.fn((call: { path: string }, input: unknown) => {
    api.calls.push({ path: call.path, input });
    return Promise.resolve({});
  }),
}));
vi.mock('antd-mobile', async (original) => ({
  ...(await original<object>()),
  Dialog: { confirm: vi.fn(() => Promise.resolve(true)) },
}));

const { CameraPushPanel } = await import('./camera-push.tsx');
const { frames, pickRecorderType, reasonOfClose } = await import('../lib/camera-push.ts');

class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  bufferedAmount = 0;
  binaryType = 'blob';
  sent: (string | ArrayBuffer)[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(d: string | ArrayBuffer) {
    this.sent.push(d);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server side: open, say something, or close with a code. */
  opened() {
    this.readyState = 1;
    this.onopen?.();
  }
  say(type: string) {
    this.onmessage?.({ data: JSON.stringify({ type }) });
  }
  closedByServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class FakeRecorder {
  static last: FakeRecorder | null = null;
  static supported = ['video/webm;codecs=vp9,opus', 'video/webm'];
  static isTypeSupported = (t: string) => FakeRecorder.supported.includes(t);
  state = 'inactive';
  timeslice = 0;
  ondataavailable: ((e: { data: { size: number; arrayBuffer(): Promise<ArrayBuffer> } }) => void) | null =
    null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: { mimeType: string },
  ) {
    FakeRecorder.last = this;
  }
  start(ms: number) {
    this.state = 'recording';
    this.timeslice = ms;
  }
  stop() {
    this.state = 'inactive';
  }
  chunk(bytes: number) {
    const buf = new ArrayBuffer(bytes);
    this.ondataavailable?.({ data: { size: bytes, arrayBuffer: () => Promise.resolve(buf) } });
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

beforeAll(() => ensureLiveLocale('zh-Hans'));
beforeEach(() => {
  api.calls = [];
  FakeSocket.last = null;
  FakeRecorder.last = null;
  track.stop.mockClear();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: () => Promise.resolve([{ kind: 'videoinput' }]) },
  });
});
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

const state = () => screen.getByTestId('live-cam-state');

describe('going live with the camera', () => {
  it('asks for the front camera and the mic, streams recorder chunks over the socket, and End stops it all and the live', async () => {
    renderPage(<CameraPushPanel liveId={7} onEnded={() => undefined} />);
    await act(async () => void fireEvent.click(screen.getByTestId('live-cam-start')));
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: expect.objectContaining({ facingMode: 'user' }) as unknown,
      audio: true,
    });
    const ws = FakeSocket.last!;
    expect(ws.url).toBe(`ws://${location.host}${live.LIVE_PUSH_PATH}?live_id=7`);
    expect(state().dataset.state).toBe('connecting');
    act(() => ws.opened());
    expect(ws.sent).toEqual([JSON.stringify({ type: 'auth', token: 'access-token-1' })]);
    expect(FakeRecorder.last).toBeNull();
    act(() => ws.say('ready'));
    const rec = FakeRecorder.last!;
    expect(rec.options.mimeType).toBe('video/webm;codecs=vp9,opus');
    expect(rec.timeslice).toBe(500);
    act(() => rec.chunk(40 * 1024));
    await settle();
    const binary = ws.sent.slice(1) as ArrayBuffer[];
    expect(binary.map((b) => b.byteLength)).toEqual([16384, 16384, 8192]);
    act(() => ws.say('live'));
    expect(state().textContent).toBe('直播中');

    await act(async () => void fireEvent.click(screen.getByTestId('live-cam-end')));
    await settle();
    expect(rec.state).toBe('inactive');
    expect(ws.closedWith).toBe(1000);
    expect(track.stop).toHaveBeenCalled();
    expect(api.calls).toEqual([{ path: '/api/live/stop', input: { live_id: 7 } }]);
  });

  it('says so when the camera is denied, and opens no socket', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    renderPage(<CameraPushPanel liveId={7} onEnded={() => undefined} />);
    await act(async () => void fireEvent.click(screen.getByTestId('live-cam-start')));
    await settle();
    expect(state().dataset.state).toBe('denied');
    expect(FakeSocket.last).toBeNull();
    expect(screen.getByTestId('live-cam-start').textContent).toBe('重试');
  });

  it("shows the server's refusal with its reason and releases the camera", async () => {
    renderPage(<CameraPushPanel liveId={7} onEnded={() => undefined} />);
    await act(async () => void fireEvent.click(screen.getByTestId('live-cam-start')));
    await settle();
    act(() => FakeSocket.last!.closedByServer(live.LIVE_PUSH_CLOSE.forbidden));
    expect(state().textContent).toBe('无法开播：只有这场直播的主播可以开播');
    expect(track.stop).toHaveBeenCalled();
  });
});

describe('camera push helpers', () => {
  it('picks the first supported recorder format and cuts chunks to the frame size', () => {
    expect(pickRecorderType((t) => t === 'video/mp4')).toBe('video/mp4');
    expect(pickRecorderType(() => false)).toBe('');
    expect(frames(new ArrayBuffer(16384)).map((b) => b.byteLength)).toEqual([16384]);
    expect(frames(new ArrayBuffer(0))).toEqual([]);
    expect(reasonOfClose(live.LIVE_PUSH_CLOSE.replaced)).toBe('replaced');
    expect(reasonOfClose(1006)).toBe('network');
  });
});
