import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { mediaTools, runTool } from '../apps/server/src/platform/ffmpeg.ts';
import { LIVE_STYLES } from '@dance/contracts/live';
import { benchUserToken } from './draw.ts';

/**
 * The live benches (issue: live streaming).
 *
 * Room chat: 2,000 sockets subscribe to one live room; viewers (each a different user, the chat
 * limit is per user) send chat messages at a fixed rate through `live/send-message`, and every
 * message is awaited on every socket. Measured: the delivery latency from the send call to each
 * socket's frame at p50 and p99, and what did not arrive. Budget: p99 under 500 ms, none lost.
 *
 * FLV viewers: an anchor's live is published over RTMP (a pre-encoded 640x360 clip of about
 * 1 Mbit/s looped with `-c copy`, so the encoder costs no CPU), then HTTP-FLV readers are added in
 * steps; at each step every reader's bytes over a few seconds are compared with the stream's
 * rate. The number reported is the largest step at which 99% of readers kept up. The readers run
 * in the bench process on the same machine, so the figure is a floor of what one process serves.
 */

export interface RoomResult {
  clients: number;
  connectSeconds: number;
  messages: number;
  sendErrors: number;
  frames: number;
  lost: number;
  duplicates: number;
  p50: number;
  p99: number;
  pass: boolean;
}

export interface FlvResult {
  streamKbps: number;
  steps: { readers: number; keptUp: number; medianKbps: number }[];
  sustained: number;
}

const READER_STEP = 47;
const userIdOf = (reader: number) => 1 + reader * READER_STEP;

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(base: string, path: string, token: string, body?: unknown): Promise<T> {
  const r = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = (await r.json()) as { code: number; msg?: string; data: T };
  if (j.code !== 0) throw new Error(`${path}: ${j.code} ${j.msg ?? ''}`);
  return j.data;
}

export async function runRoomBench(opts: {
  base: string;
  databaseUrl: string;
  clients?: number;
  rate?: number;
  seconds?: number;
  log: (line: string) => void;
}): Promise<RoomResult> {
  const clients = opts.clients ?? 2_000;
  const rate = opts.rate ?? 5;
  const seconds = opts.seconds ?? 10;
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  const liveId = Number(
    (
      await db.query<{ id: string }>(
        `select id from live_room where status = 'live' and not destroyed order by id limit 1`,
      )
    ).rows[0]?.id,
  );
  await db.end();
  if (!liveId) throw new Error('no live on air to chat in');

  const wsBase = opts.base.replace(/^http/, 'ws');
  const sockets: WebSocket[] = [];
  const pending = new Map<string, number>();
  const got = new Map<string, Set<number>>();
  const latencies: number[] = [];
  let duplicates = 0;
  const t0 = performance.now();
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${wsBase}/ws?token=${benchUserToken(i)}`);
      const timer = setTimeout(() => reject(new Error(`socket ${i}: not subscribed in 30 s`)), 30_000);
      ws.on('message', (raw) => {
        const e = JSON.parse(String(raw)) as { type: string; content?: string };
        if (e.type === 'ready') {
          ws.send(JSON.stringify({ type: 'live.subscribe', live_id: liveId }));
          return;
        }
        if (e.type === 'live.subscribed') {
          clearTimeout(timer);
          resolve();
          return;
        }
        if (e.type !== 'live.chat' || !e.content?.startsWith('bench-room ')) return;
        const at = pending.get(e.content);
        if (at === undefined) return;
        const seen = got.get(e.content)!;
        if (seen.has(i)) {
          duplicates++;
          return;
        }
        seen.add(i);
        latencies.push(performance.now() - at);
      });
      ws.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      sockets[i] = ws;
    });
  for (let i = 0; i < clients; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, clients - i) }, (_, k) => open(i + k)));
  }
  const connectSeconds = Math.round((performance.now() - t0) / 100) / 10;
  opts.log(
    `  room: ${clients} sockets in live ${liveId} in ${connectSeconds} s; chat at ${rate}/s for ${seconds} s`,
  );

  const total = rate * seconds;
  let sent = 0;
  let sendErrors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
      while (sent < due) {
        const n = sent++;
        // A different viewer each time, beyond the socket holders: the chat limit is per user.
        const from = clients + (n % 1_000);
        const content = `bench-room ${n}`;
        pending.set(content, performance.now());
        got.set(content, new Set());
        inflight.push(
          call(opts.base, '/api/live/send-message', benchUserToken(from % 2_000), {
            live_id: liveId,
            content,
          })
            .then(() => undefined)
            .catch((e: unknown) => {
              sendErrors++;
              if (sendErrors <= 3)
                opts.log(`  room: send failed: ${e instanceof Error ? e.message : String(e)}`);
              pending.delete(content);
              got.delete(content);
            }),
        );
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 10);
  });
  await Promise.all(inflight);
  await sleep(2_000);
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  const expected = [...got.keys()].length * clients;
  const result: RoomResult = {
    clients,
    connectSeconds,
    messages: sent,
    sendErrors,
    frames: latencies.length,
    lost: expected - latencies.length,
    duplicates,
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    pass: false,
  };
  result.pass = result.lost === 0 && result.duplicates === 0 && result.sendErrors === 0 && result.p99 < 500;
  return result;
}

/** A 30 s 640x360 clip of about 1 Mbit/s with sound, encoded once into the bench's temp dir. */
async function clip(ffmpeg: string, dir: string): Promise<{ file: string; kbps: number }> {
  const file = join(dir, 'live-bench.flv');
  const seconds = 30;
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=640x360:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '900k',
      '-maxrate',
      '1000k',
      '-bufsize',
      '1000k',
      '-g',
      '50',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-f',
      'flv',
      file,
    ],
    120_000,
  );
  return { file, kbps: (statSync(file).size * 8) / 1000 / seconds };
}

interface Reader {
  req: ClientRequest;
  bytes: number;
}

export async function runFlvBench(opts: {
  base: string;
  databaseUrl: string;
  tmp: string;
  steps?: number[];
  log: (line: string) => void;
}): Promise<FlvResult> {
  const steps = opts.steps ?? [50, 100, 200, 400, 600, 800, 1_000, 1_500, 2_000];
  const ffmpeg = mediaTools({ pathVar: process.env.PATH, ffmpegPath: process.env.FFMPEG_PATH }).ffmpeg.path;
  if (!ffmpeg) throw new Error('the FLV bench needs ffmpeg (FFMPEG_PATH or PATH)');
  const { file, kbps } = await clip(ffmpeg, opts.tmp);

  // The first reader becomes an approved anchor and creates a live to publish to.
  const anchor = benchUserToken(0);
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  await db.query(`update users set anchor_review_status = 2 where id = $1`, [userIdOf(0)]);
  await db.end();
  const created = await call<{ id: number }>(opts.base, '/api/live/create-live', anchor, {
    title: 'FLV bench',
    style: LIVE_STYLES[0],
  });
  const detail = await call<{ push: { url: string } | null }>(
    opts.base,
    `/api/live/detail?id=${created.id}`,
    anchor,
  );
  if (!detail.push) throw new Error('the anchor got no push URL');
  const encoder: ChildProcess = spawn(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-stream_loop',
      '-1',
      '-i',
      file,
      '-c',
      'copy',
      '-f',
      'flv',
      detail.push.url,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let encoderErr = '';
  encoder.stderr!.on('data', (b: Buffer) => (encoderErr = (encoderErr + b.toString()).slice(-2000)));
  const readers: Reader[] = [];
  try {
    for (let i = 0; ; i++) {
      const d = await call<{ status: string }>(opts.base, `/api/live/detail?id=${created.id}`, anchor);
      if (d.status === 'live') break;
      if (i > 100 || encoder.exitCode !== null) throw new Error(`the live did not go live: ${encoderErr}`);
      await sleep(100);
    }
    const url = `${opts.base}/live/l${created.id}.flv`;
    const add = () => {
      const r: Reader = { req: null as unknown as ClientRequest, bytes: 0 };
      r.req = get(url, { agent: false }, (res) => res.on('data', (b: Buffer) => (r.bytes += b.length)));
      r.req.on('error', () => {});
      readers.push(r);
    };
    const result: FlvResult = { streamKbps: Math.round(kbps), steps: [], sustained: 0 };
    const windowS = 5;
    for (const n of steps) {
      while (readers.length < n) add();
      // Past the GOP burst of the newcomers, then one window.
      await sleep(3_000);
      const before = readers.map((r) => r.bytes);
      await sleep(windowS * 1_000);
      const rates = readers
        .map((r, k) => ((r.bytes - before[k]!) * 8) / 1000 / windowS)
        .sort((a, b) => a - b);
      const keptUp = rates.filter((x) => x >= kbps * 0.8).length;
      const medianKbps = Math.round(quantile(rates, 0.5));
      result.steps.push({ readers: n, keptUp, medianKbps });
      opts.log(`  flv: ${n} readers, ${keptUp} kept up (median ${medianKbps} kbit/s of ${Math.round(kbps)})`);
      if (keptUp < n * 0.99) break;
      result.sustained = n;
    }
    return result;
  } finally {
    for (const r of readers) r.req.destroy();
    encoder.kill('SIGKILL');
    await call(opts.base, '/api/live/stop', anchor, { live_id: created.id }).catch(() => undefined);
  }
}
