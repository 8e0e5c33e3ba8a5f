import pg from 'pg';
import WebSocket from 'ws';
import { BENCH_USERS, benchUserToken, random } from './draw.ts';

/**
 * The realtime bench (issue: messages): 2,000 readers hold a socket on `/ws` each; for a while,
 * messages go between random pairs of them (their seeded conversations) at a fixed rate through
 * `message/send`, after a warm-up at the same rate, and every message is awaited on the
 * receiver's socket. Measured: how many were sent, delivered, lost and delivered twice, and the
 * delivery latency (from the send call to the receiver's frame) at p50 and p99. Budget: p99 under
 * 200 ms and none lost.
 */

export interface WsResult {
  clients: number;
  connectSeconds: number;
  rate: number;
  sent: number;
  sendErrors: number;
  delivered: number;
  lost: number;
  duplicates: number;
  p50: number;
  p99: number;
  /** CPU per message sent, in the server and in PostgreSQL, over the sending and the delivery. */
  cpu: { nodeUs: number; pgUs: number; otherLoad: number } | null;
  pass: boolean;
}

const READER_STEP = 47;
const readerIndex = (userId: number) => (userId - 1) / READER_STEP;

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function runWsBench(opts: {
  base: string;
  databaseUrl: string;
  clients?: number;
  rate?: number;
  seconds?: number;
  /** Seconds of sending at the rate before the measured ones (2, as the HTTP targets' warm-up). */
  warmupSeconds?: number;
  log: (line: string) => void;
  /** Starts counting CPU; the answer gives it per message when the sending and delivery are over. */
  cpu?: () => (messages: number, seconds: number) => WsResult['cpu'];
}): Promise<WsResult> {
  const clients = Math.min(opts.clients ?? BENCH_USERS, BENCH_USERS);
  const rate = opts.rate ?? 200;
  const seconds = opts.seconds ?? 10;
  const db = new pg.Client({ connectionString: opts.databaseUrl });
  await db.connect();
  const convs = (
    await db.query<{ id: string; user_a: string; user_b: string }>(
      `select id, user_a, user_b from conversation where kind = 'user' and (user_a - 1) % $1 = 0 and (user_b - 1) % $1 = 0
          and (user_a - 1) / $1 < $2 and (user_b - 1) / $1 < $2`,
      [READER_STEP, clients],
    )
  ).rows.map((r) => ({ id: Number(r.id), a: Number(r.user_a), b: Number(r.user_b) }));
  await db.end();
  if (!convs.length) throw new Error('no conversations between readers to send in');

  // Connect everyone, a few hundred at a time, and wait for each socket's `ready`.
  const wsBase = opts.base.replace(/^http/, 'ws');
  const sockets: WebSocket[] = [];
  /** marker -> [sent at, receiver index] */
  const pending = new Map<string, { at: number; to: number }>();
  const latencies: number[] = [];
  let duplicates = 0;
  const seen = new Set<string>();
  const t0 = performance.now();
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${wsBase}/ws?token=${benchUserToken(i)}`);
      const timer = setTimeout(() => reject(new Error(`socket ${i}: no ready in 30 s`)), 30_000);
      ws.on('message', (raw) => {
        const e = JSON.parse(String(raw)) as { type: string; message?: { text?: string } };
        if (e.type === 'ready') {
          clearTimeout(timer);
          resolve();
          return;
        }
        const marker = e.type === 'message' ? e.message?.text : undefined;
        if (!marker?.startsWith('bench-ws:')) return;
        const p = pending.get(marker);
        // The sender's own socket gets its message too; only the receiver's frame counts.
        if (!p || p.to !== i) return;
        if (seen.has(marker)) {
          duplicates++;
          return;
        }
        seen.add(marker);
        latencies.push(performance.now() - p.at);
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
  const warmup = opts.warmupSeconds ?? 2;
  opts.log(
    `  ws: ${clients} sockets ready in ${connectSeconds} s; ${warmup} s of warm-up, then sending ${rate}/s for ${seconds} s`,
  );

  const rnd = random(7);
  const errorKinds = new Map<string, number>();
  /**
   * Sends `count` messages between random pairs at the rate (every 10 ms, as many as are due), each
   * with the text `marker(n)`; the measured ones are awaited on the receiver's socket. Answers how
   * many failed.
   */
  const sendAtRate = async (count: number, marker: (n: number) => string, measured: boolean) => {
    let sent = 0;
    let errors = 0;
    const failed = (text: string, why: string) => {
      errors++;
      errorKinds.set(why, (errorKinds.get(why) ?? 0) + 1);
      pending.delete(text);
    };
    const inflight: Promise<void>[] = [];
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(count, Math.floor(((performance.now() - start) / 1000) * rate));
        while (sent < due) {
          const n = sent++;
          const c = convs[Math.floor(rnd() * convs.length)]!;
          const fromA = rnd() < 0.5;
          const from = fromA ? c.a : c.b;
          const to = fromA ? c.b : c.a;
          const text = marker(n);
          if (measured) pending.set(text, { at: performance.now(), to: readerIndex(to) });
          inflight.push(
            fetch(`${opts.base}/api/message/send`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-access-token': benchUserToken(readerIndex(from)),
              },
              body: JSON.stringify({
                conversation_id: c.id,
                client_id: `bench${measured ? 'ws' : 'warm'}${n}x${Date.now()}`,
                text,
              }),
            })
              .then(async (r) => {
                const body = (await r.json()) as { code: number; msg?: string };
                if (body.code !== 0) failed(text, `${body.code} ${body.msg ?? ''}`.slice(0, 80));
              })
              .catch((e: unknown) =>
                failed(text, e instanceof Error ? e.message.slice(0, 80) : 'fetch failed'),
              ),
          );
        }
        if (sent >= count) {
          clearInterval(tick);
          resolve();
        }
      }, 10);
    });
    await Promise.all(inflight);
    return errors;
  };

  // A warm-up at the rate, as the HTTP targets have (a running server's code is compiled and its
  // connections' statements prepared), then a second for its last messages to arrive.
  const warmErrors = await sendAtRate(rate * warmup, (n) => `bench-warm:${n}`, false);
  await new Promise((r) => setTimeout(r, 1_000));

  const total = rate * seconds;
  const cpuUse = opts.cpu?.();
  const start = performance.now();
  const sendErrors = await sendAtRate(total, (n) => `bench-ws:${n}`, true);
  const sent = total;
  // What has not arrived two seconds after the last send is lost.
  await new Promise((r) => setTimeout(r, 2_000));
  const cpu = cpuUse?.(sent, (performance.now() - start) / 1000) ?? null;
  for (const ws of sockets) ws.terminate();
  for (const [why, n] of errorKinds) opts.log(`  ws: ${n} sends failed: ${why}`);
  latencies.sort((a, b) => a - b);
  const ok = sent - sendErrors;
  const delivered = seen.size;
  const result: WsResult = {
    clients,
    connectSeconds,
    rate,
    sent,
    sendErrors,
    delivered,
    lost: ok - delivered,
    duplicates,
    p50: Math.round(quantile(latencies, 0.5)),
    p99: Math.round(quantile(latencies, 0.99)),
    cpu,
    pass: false,
  };
  result.pass =
    warmErrors === 0 &&
    result.lost === 0 &&
    result.duplicates === 0 &&
    result.sendErrors === 0 &&
    result.p99 < 200;
  return result;
}
