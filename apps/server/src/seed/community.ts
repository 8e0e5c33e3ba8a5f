import { Readable } from 'node:stream';
import { community } from '@dance/contracts';
import type { AppServices } from '../app.ts';
import type { Platform } from '../platform/platform.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import { UPLOAD_RULES } from '../modules/content/uploads.ts';
import { COMMENTS, DEMO_CIRCLES, DEMO_POSTS, REPLIES } from './community-data.ts';
import { DEMO_MEMBERS, DEMO_PROFILES } from './people.ts';
import { posterPng, testClip } from './media.ts';

const HOUR_MS = 3_600_000;
/** The author whose first post marks this part as done. */
const FIRST_AUTHOR = DEMO_POSTS[DEMO_POSTS.length - 1]!.author;

/** A stable pseudo-random number in [0, 100) for a pair, so every start makes the same community. */
const roll = (a: number, b: number) => (a * 7919 + b * 104_729 + ((a * b) % 97) * 31) % 100;

/** Stores bytes as the user's own upload, through the same receipt the upload call uses. */
export async function uploadAs(
  s: AppServices,
  userId: number,
  kind: 'image' | 'video',
  bytes: Buffer,
): Promise<string> {
  const grant = { userId, kind, maxSize: UPLOAD_RULES[kind].maxSize, expiresAt: Date.now() / 1000 + 600 };
  return (await s.uploads.receive(grant, Readable.from([bytes]), 'zh-Hans')).url;
}

/**
 * Circles with members, posts with pictures and short videos under topics, comments and replies,
 * likes, collections and follows; once (skipped when the first author has posted).
 */
export async function seedDemoCommunity(p: Platform, s: AppServices, people: Map<string, number>) {
  const id = (nickname: string) => {
    const v = people.get(nickname);
    if (!v) throw new Error(`demo person ${nickname} missing`);
    return v;
  };
  if ((await s.accounts.userInfo(id(FIRST_AUTHOR))).post_count > 0) return;
  const everyone = [...DEMO_PROFILES, ...DEMO_MEMBERS];
  let picture = 0;
  const image = async (userId: number) => uploadAs(s, userId, 'image', posterPng(picture++));

  // Circles: the owner makes it, the others join (an approval circle's owner lets them in).
  const circles = new Map<string, number>();
  for (const c of DEMO_CIRCLES) {
    const owner = id(c.owner);
    const { id: circleId } = await s.community.groups.edit(
      owner,
      community.editGroup.body!.parse({
        name: c.name,
        avatar: await image(owner),
        cover: await image(owner),
        intro: c.intro,
        join_mode: c.joinMode,
        join_question: c.joinQuestion,
      }),
    );
    circles.set(c.key, circleId);
    for (const m of c.members) {
      const r = await s.community.groups.apply(id(m), circleId, c.joinQuestion ? '都喜欢！' : undefined);
      if (r.status !== 'pending') continue;
      const applies = await s.community.groups.applies(owner, circleId, undefined, 50);
      for (const a of applies.list) await s.community.groups.review(owner, a.id, 1, undefined);
    }
  }

  // Posts, oldest first, dated over the last days; videos made with ffmpeg and transcoded by the job.
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (ffmpeg.path === null) p.log.warn({ reason: ffmpeg.reason }, 'demo videos skipped');
  const posts: { id: number; author: number; type: string }[] = [];
  const byAge = [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const [i, d] of byAge.entries()) {
    const author = id(d.author);
    let video: { url: string } | undefined;
    if (d.type === 'video') {
      if (ffmpeg.path === null) continue;
      video = { url: await uploadAs(s, author, 'video', await testClip(ffmpeg.path, i)) };
    }
    const images: string[] = [];
    for (let n = 0; n < (d.type === 'image' ? (d.images ?? 1) : 0); n++) images.push(await image(author));
    const r = await s.community.posts.create(
      author,
      community.createPost.body!.parse({
        type: d.type,
        title: d.title,
        content: `<p>${d.content}</p>`,
        images,
        video,
        topics: d.topics,
        group_id: d.circle ? circles.get(d.circle) : undefined,
      }),
      { at: new Date(Date.now() - d.hoursAgo * HOUR_MS) },
    );
    posts.push({ id: r.id, author, type: d.type });
  }
  // Likes and comments need the videos public: wait for the transcode job (a process that does
  // not work the queues runs the job's own handler here; the queued job then finds it done).
  const videos = posts.filter((x) => x.type === 'video');
  for (const v of videos) {
    if (!p.config.jobWorkers) await s.community.video.transcode(v.id);
    for (let waited = 0; waited < 90_000; waited += 250) {
      const status = (await s.community.posts.detail(v.author, v.id)).video?.status;
      if (status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const ready = new Set<number>();
  for (const post of posts) {
    const video = (await s.community.posts.detail(post.author, post.id)).video;
    if (!video || video.status === 'ready') ready.add(post.id);
  }

  // Follows: the better known a dancer, the more of the others follow them; the six demo accounts
  // follow more people than the neighbours do, so their follow lists are worth opening.
  for (const [a, fan] of everyone.entries())
    for (const [b, star] of everyone.entries())
      if (a !== b && roll(a, b) < star.fame * 60 + (a < DEMO_PROFILES.length ? 20 : 0))
        await s.community.interactions.follow(id(fan.nickname), id(star.nickname), 1);
  // The demo buyer follows the other five demo accounts, so her follow list is worth opening.
  for (const a of DEMO_PROFILES.slice(1))
    await s.community.interactions.follow(id(DEMO_PROFILES[0]!.nickname), id(a.nickname), 1);

  // Likes and collections; then comments, with the author answering some of them.
  for (const [i, post] of posts.entries()) {
    if (!ready.has(post.id)) continue;
    const fame = everyone.find((e) => id(e.nickname) === post.author)?.fame ?? 0.3;
    for (const [j, u] of everyone.entries()) {
      const userId = id(u.nickname);
      if (userId === post.author) continue;
      const r = roll(i + 11, j);
      if (r < 15 + fame * 45) await s.community.interactions.like(userId, post.id, 1);
      if (r % 9 === 0) await s.community.interactions.collect(userId, post.id, 1);
    }
    const count = 1 + ((i * 5) % 6);
    for (let n = 0; n < count; n++) {
      const who = everyone[(i * 3 + n * 7 + 1) % everyone.length]!;
      const userId = id(who.nickname);
      if (userId === post.author) continue;
      const c = await s.community.comments.create(userId, {
        post_id: post.id,
        content: COMMENTS[(i + n) % COMMENTS.length]!,
        at_user_ids: [],
      });
      if ((i + n) % 2 === 0) {
        const reply = await s.community.comments.create(post.author, {
          post_id: post.id,
          parent_id: c.id,
          content: REPLIES[(i + n) % REPLIES.length]!,
          at_user_ids: [],
        });
        // Now and then the commenter answers back, a reply to the reply.
        if (n === 0)
          await s.community.comments.create(userId, {
            post_id: post.id,
            parent_id: reply.id,
            content: '好的，蹲一个！',
            at_user_ids: [],
          });
      }
    }
  }
  p.log.info({ posts: posts.length }, 'demo community posts seeded');
}
