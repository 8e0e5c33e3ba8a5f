import { live } from '@dance/contracts';
import { ensureAccessToken } from '../../../lib/request.ts';

/** Recorder formats in order of preference; the first the browser can record is used. */
export const RECORDER_TYPES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=h264,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/** How often the recorder hands over a chunk. */
export const TIMESLICE_MS = 500;
/** Unsent bytes on the socket beyond which the network is too slow to go live. */
const MAX_UNSENT_BYTES = 8 * 1024 * 1024;

/** Why going live with the camera stopped, one message each (`live.camera.reason.<name>`). */
export const CAMERA_REASONS = [
  'unsupported',
  'noCamera',
  'unauthorized',
  'forbidden',
  'notFound',
  'idle',
  'ended',
  'replaced',
  'tooSlow',
  'encoder',
  'unavailable',
  'network',
  'slow',
] as const;
export type CameraReason = (typeof CAMERA_REASONS)[number];

export type CameraState =
  | { name: 'asking' }
  | { name: 'denied' }
  | { name: 'connecting' }
  | { name: 'live' }
  | { name: 'error'; reason: CameraReason }
  | { name: 'stopped' };

export type Facing = 'user' | 'environment';

const BY_CODE: Record<number, CameraReason> = Object.fromEntries(
  Object.entries(live.LIVE_PUSH_CLOSE).map(([name, code]) => [code, name as CameraReason]),
);

/** The reason a push socket's close code names; `network` for a drop with none of ours. */
export function reasonOfClose(code: number): CameraReason {
  return BY_CODE[code] ?? 'network';
}

/** The first recorder format this browser supports, '' when it has none of them (or no recorder). */
export function pickRecorderType(isSupported = (t: string) => MediaRecorder.isTypeSupported(t)): string {
  if (typeof MediaRecorder === 'undefined') return '';
  return RECORDER_TYPES.find((t) => isSupported(t)) ?? '';
}

/** A chunk cut into the frames the server takes. */
export function frames(buf: ArrayBuffer, size = live.LIVE_PUSH_FRAME_BYTES): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (let i = 0; i < buf.byteLength; i += size) out.push(buf.slice(i, i + size));
  return out;
}

export interface CameraPush {
  /** The camera's stream, for the local preview. */
  readonly stream: MediaStream | null;
  /** Stops recording, closes the socket and releases the camera (the live itself is not stopped). */
  stop(): void;
}

/**
 * Goes live with this device's camera and microphone: asks for them, opens the push socket of the
 * live, and once the server is ready streams MediaRecorder chunks over it. Each step is reported
 * through `onState`; `onStream` hands over the camera for the preview.
 */
export function startCameraPush(opts: {
  liveId: number;
  facing: Facing;
  onState: (s: CameraState) => void;
  onStream: (s: MediaStream | null) => void;
}): CameraPush {
  let stream: MediaStream | null = null;
  let ws: WebSocket | null = null;
  let recorder: MediaRecorder | null = null;
  let stopped = false;
  let sending = Promise.resolve();

  const release = () => {
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    recorder = null;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    opts.onStream(null);
  };
  const fail = (reason: CameraReason) => {
    if (stopped) return;
    stopped = true;
    const socket = ws;
    ws = null;
    socket?.close(1000);
    release();
    opts.onState({ name: 'error', reason });
  };

  const record = (socket: WebSocket, s: MediaStream) => {
    const mimeType = pickRecorderType();
    if (!mimeType) return fail('unsupported');
    const r = new MediaRecorder(s, { mimeType, videoBitsPerSecond: 1_500_000, audioBitsPerSecond: 64_000 });
    recorder = r;
    r.ondataavailable = (e: BlobEvent) => {
      if (!e.data.size) return;
      // Chunks go out in order, each cut to the server's frame size.
      sending = sending.then(async () => {
        const buf = await e.data.arrayBuffer();
        if (socket.readyState !== WebSocket.OPEN) return;
        if (socket.bufferedAmount > MAX_UNSENT_BYTES) return fail('slow');
        for (const f of frames(buf)) socket.send(f);
      });
    };
    r.onerror = () => fail('unsupported');
    r.start(TIMESLICE_MS);
  };

  const connect = async (s: MediaStream) => {
    const token = await ensureAccessToken();
    if (stopped) return;
    opts.onState({ name: 'connecting' });
    const { protocol, host } = globalThis.location;
    const socket = new WebSocket(
      `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${live.LIVE_PUSH_PATH}?live_id=${opts.liveId}`,
    );
    socket.binaryType = 'arraybuffer';
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (m: MessageEvent) => {
      if (typeof m.data !== 'string') return;
      let e: { type?: string };
      try {
        e = JSON.parse(m.data) as { type?: string };
      } catch {
        return;
      }
      if (e.type === 'ready') record(socket, s);
      else if (e.type === 'live' && !stopped) opts.onState({ name: 'live' });
    };
    socket.onclose = (e: CloseEvent) => {
      if (ws === socket) fail(reasonOfClose(e.code));
    };
    socket.onerror = () => undefined;
  };

  const begin = async () => {
    opts.onState({ name: 'asking' });
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
      return fail('unsupported');
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: opts.facing, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
    } catch (e) {
      const name = (e as { name?: string })?.name;
      if (name === 'NotAllowedError' || name === 'SecurityError') {
        stopped = true;
        opts.onState({ name: 'denied' });
        return;
      }
      return fail(name === 'NotFoundError' || name === 'OverconstrainedError' ? 'noCamera' : 'unsupported');
    }
    if (stopped) {
      for (const track of stream.getTracks()) track.stop();
      stream = null;
      return;
    }
    opts.onStream(stream);
    await connect(stream);
  };
  void begin().catch(() => fail('network'));

  return {
    get stream() {
      return stream;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      const socket = ws;
      ws = null;
      release();
      // What the recorder still hands over after stop() is dropped: the socket closes now.
      socket?.close(1000);
      opts.onState({ name: 'stopped' });
    },
  };
}

/** Whether the device has more than one camera (front and back): worth a switch button. */
export async function hasTwoCameras(): Promise<boolean> {
  try {
    const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
    return devices.filter((d) => d.kind === 'videoinput').length > 1;
  } catch {
    return false;
  }
}
