import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { music } from '@dance/contracts';
import { makeIdCard } from '@dance/contracts/id-card';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { UPLOAD_RULES } from '../modules/content/uploads.ts';
import { posterPng } from './media.ts';

const run = promisify(execFile);
const NOVA = '13800000005';
const BUYER = '13800000001';
const OPERATOR = '13800000006';
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
    lyrics: [
      '[00:00.00]Toprock Fever - DJ Nova',
      '[00:04.00]Step in, step out, feel the break',
      '[00:08.00]Indian step on the snare',
      '[00:12.00]Drop to the floor, six-step round',
      '[00:16.00]Freeze on the last beat',
    ].join('\n'),
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
  if (shop && (await s.music.tracks.mine(nova, { bought: 0, limit: 1 })).list.length)
    return seedMusicTalk(s, people);
  shop ??= {
    ...(await s.merchants.createShop({
      ownerId: nova,
      name: 'Nova Beats 音乐铺',
      logo: await upload(s, nova, 'image', posterPng(70, 320, 320)),
      intro: 'DJ Nova 的 Breaking、Popping 与 House 练习曲，免费试听，付费下载。',
      returnAddress: '四川省成都市武侯区 Nova Beats 工作室',
    })),
    role: 'owner',
    staff_role: 'owner',
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
        lyrics: 'lyrics' in tr ? tr.lyrics : '',
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
  await seedMusicTalk(s, people);
}

const HANDPICK = '本周 Cypher 精选';
const COMMENTS = [
  { mobile: BUYER, content: '这首 toprock 节奏太稳了，0.5 倍速抠步子刚好 🔥' },
  {
    mobile: '13800000002',
    content: '上周 battle 的 DJ 放过这首，现场炸了',
    reply: '同感，A-B 循环练 freeze 的那段绝了',
  },
  { mobile: '13800000004', content: '求 Nova 出一张 popping 专辑！' },
] as const;

/**
 * The operators' handpicked list of Nova's published tracks and a few comments with a reply on
 * the free track, each made once (the list by its title, the comments when the track has none).
 */
async function seedMusicTalk(s: AppServices, people: Map<string, number>): Promise<void> {
  const operator = people.get('13800000006');
  const tracks = (await s.music.tracks.list({ sort: 'new', limit: 20 })).list;
  if (operator !== undefined && tracks.length > 0 && !(await s.music.comments.handpickByTitle(HANDPICK)))
    await s.music.comments.editHandpick(operator, {
      title: HANDPICK,
      intro: 'Breaking、Popping、House 各一首，cypher 前热身必备。',
      cover: '',
      track_ids: [...tracks].reverse().map((t) => t.id),
      sort: 0,
      status: 'published',
    });
  const free = tracks.find((t) => t.free && t.downloadable) ?? tracks[0];
  if (!free || (await s.music.comments.list(null, { id: free.id, limit: 1 })).total > 0) return;
  for (const c of COMMENTS) {
    const userId = people.get(c.mobile);
    if (userId === undefined) continue;
    const top = await s.music.comments.add(userId, { id: free.id, content: c.content });
    const replier = people.get(BUYER);
    if ('reply' in c && replier !== undefined)
      await s.music.comments.add(replier, { id: free.id, parent_id: top.id, content: c.reply });
  }
  const liker = people.get('13800000004');
  const first = (await s.music.comments.list(null, { id: free.id, limit: 1 })).list[0];
  if (liker !== undefined && first) await s.music.comments.like(liker, { id: first.id, like: 1 });
}

/** A newcomer whose musician application waits for the demo operator. */
const APPLICANT = { mobile: '13900009004', nickname: 'Beat 阿杰', realName: '王阿杰' } as const;

/**
 * A newcomer, real-name verified, applies to be a musician with a sample made with ffmpeg: the
 * demo operator's console has a musician application to decide. Once (skipped when the newcomer
 * exists).
 */
export async function seedMusicianApplication(p: Platform, s: AppServices, people: Map<string, number>) {
  const operator = people.get(OPERATOR);
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (operator === undefined || ffmpeg.path === null) return;
  const u = await s.users.provision({ mobile: APPLICANT.mobile, nickname: APPLICANT.nickname });
  if (!u.created) return;
  await s.accounts.submitRealName(u.id, APPLICANT.realName, makeIdCard('310106', '1998-07-16', 404));
  await s.accounts.reviewRealName(operator, u.id, true);
  await s.music.musicians.apply(
    u.id,
    music.musicianApply.body!.parse({
      stage_name: 'Beat 阿杰',
      genres: ['hiphop', 'krump'],
      sample: await upload(s, u.id, 'audio', await beat(ffmpeg.path, 96, 4)),
      intro: 'Krump 和 Hip-hop 练习 Beat，每周更新。',
    }),
  );
}

const WAITING = 'Krump Session Vol.1';

/**
 * A track of Nova's waiting in the console's publication queue: the editor switched review before
 * publishing on, Nova sent the track, and the editor switched it off again (both switches are in
 * the action log), so the demo operator has one to approve or refuse while the demo's musicians
 * publish at once. Once (skipped when Nova has the track).
 */
export async function seedMusicUnderReview(p: Platform, s: AppServices, people: Map<string, number>) {
  const nova = people.get(NOVA);
  const operator = people.get(OPERATOR);
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (nova === undefined || operator === undefined || ffmpeg.path === null) return;
  const shop = (await s.merchants.myShops(nova)).find((m) => m.role === 'owner' && m.id !== 0);
  if (!shop) return;
  if ((await s.music.tracks.mine(nova, { bought: 0, limit: 50 })).list.some((t) => t.title === WAITING))
    return;
  const wasOn = await s.music.review.isOn();
  if (!wasOn) await s.music.review.set(operator, true);
  try {
    const track = await s.music.tracks.edit(
      nova,
      music.editMusic.body!.parse({
        mch_id: shop.id,
        title: WAITING,
        artist: 'DJ Nova',
        genres: ['krump', 'hiphop'],
        bpm: 100,
        cover: await upload(s, nova, 'image', posterPng(75, 600, 600)),
        audio_url: await upload(s, nova, 'audio', await beat(ffmpeg.path, 100, 5)),
        price: '0.00',
        downloadable: 1,
        status: 'published',
      }),
    );
    if (!p.config.jobWorkers) await s.music.media.transcode(track.id);
  } finally {
    if (!wasOn) await s.music.review.set(operator, false);
  }
}
