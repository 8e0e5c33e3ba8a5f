import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { music } from '@dance/contracts';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { UPLOAD_RULES } from '../modules/content/uploads.ts';
import { posterPng } from './media.ts';

const run = promisify(execFile);
const NOVA = '13800000005';
const BUYER = '13800000001';
const SECONDS = 20;

/** The demo tracks of DJ Nova's shop: free and paid, in and out of an album, of known tempo. */
const TRACKS = [
  {
    title: 'Toprock Fever',
    genres: ['breaking', 'hiphop'],
    bpm: 112,
    price: '0.00',
    downloadable: 1,
    album: 'Cypher Nights',
  },
  {
    title: 'Boogaloo Sunset',
    genres: ['popping'],
    bpm: 100,
    price: '6.00',
    downloadable: 1,
    album: 'Cypher Nights',
  },
  { title: 'Warehouse Jack', genres: ['house'], bpm: 124, price: '0.00', downloadable: 0, album: '' },
] as const;

/**
 * A dance loop made with ffmpeg: a decaying 55 Hz kick on every beat, an off-beat hat of filtered
 * noise and a bass note, `SECONDS` long, as WAV (the transcode job makes the renditions).
 */
async function beat(ffmpeg: string, bpm: number, variant: number): Promise<Buffer> {
  const p = 60 / bpm;
  const kick = `sin(2*PI*(50+90*exp(-mod(t\\,${p})*40))*mod(t\\,${p}))*exp(-mod(t\\,${p})*9)`;
  const hat = `0.15*(random(0)-0.5)*exp(-mod(t+${p / 2}\\,${p})*60)`;
  const bass = `0.25*sin(2*PI*${55 * (1 + (variant % 3) * 0.125)}*t)*(0.6+0.4*sin(2*PI*t/${p * 4}))`;
  const dir = await mkdtemp(join(tmpdir(), 'dance-beat-'));
  try {
    const out = join(dir, 'beat.wav');
    await run(ffmpeg, [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.7*${kick}+${hat}+${bass}:s=22050:d=${SECONDS}`,
      '-ac',
      '1',
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function upload(
  s: AppServices,
  userId: number,
  kind: 'image' | 'audio',
  bytes: Buffer,
): Promise<string> {
  const grant = { userId, kind, maxSize: UPLOAD_RULES[kind].maxSize, expiresAt: Date.now() / 1000 + 600 };
  return (await s.uploads.receive(grant, Readable.from([bytes]), 'zh-Hans')).url;
}

/**
 * DJ Nova (13800000005) gets a musician's shop with three tracks (audio made with ffmpeg and
 * transcoded by the job): a free downloadable one and a paid one in an album, and a free single.
 * The demo buyer plays two of them, so the charts and recently played have rows. All through the
 * services; once (skipped when Nova's shop has a track).
 */
export async function seedDemoMusic(p: Platform, s: AppServices, people: Map<string, number>): Promise<void> {
  const nova = people.get(NOVA);
  const buyer = people.get(BUYER);
  if (nova === undefined || buyer === undefined) return;
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (ffmpeg.path === null) {
    p.log.warn({ reason: ffmpeg.reason }, 'demo music skipped');
    return;
  }
  let shop = (await s.merchants.myShops(nova)).find((m) => m.role === 'owner' && m.id !== 0);
  if (shop && (await s.music.tracks.mine(nova, { bought: 0, limit: 1 })).list.length) return;
  shop ??= {
    ...(await s.merchants.createShop({
      ownerId: nova,
      name: 'Nova Beats 音乐铺',
      logo: await upload(s, nova, 'image', posterPng(70, 320, 320)),
      intro: 'DJ Nova 的 Breaking、Popping 与 House 练习曲，免费试听，付费下载。',
      returnAddress: '四川省成都市武侯区 Nova Beats 工作室',
    })),
    role: 'owner',
  };
  const ids: number[] = [];
  for (const [i, tr] of TRACKS.entries()) {
    const track = await s.music.tracks.edit(
      nova,
      music.editMusic.body!.parse({
        mch_id: shop.id,
        title: tr.title,
        artist: 'DJ Nova',
        album: tr.album,
        genres: tr.genres,
        bpm: tr.bpm,
        cover: await upload(s, nova, 'image', posterPng(71 + i, 600, 600)),
        audio_url: await upload(s, nova, 'audio', await beat(ffmpeg.path, tr.bpm, i)),
        price: tr.price,
        downloadable: tr.downloadable,
        status: 'published',
      }),
    );
    // A process that does not work the queues runs the job's own work; the queued job then finds
    // the track ready.
    if (!p.config.jobWorkers) await s.music.media.transcode(track.id);
    for (let waited = 0; waited < 90_000; waited += 250) {
      if ((await s.music.tracks.detail(nova, track.id)).media_status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    ids.push(track.id);
  }
  for (const id of [ids[2]!, ids[0]!]) await s.music.plays.report(buyer, { id, seconds: SECONDS });
  await s.music.plays.recompute();
}
