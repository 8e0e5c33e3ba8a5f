import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, invalid } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import {
  ToolFailed,
  mediaSource,
  mediaTools,
  probeVideo,
  transcodeHls,
  type MediaTools,
} from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import type { CoursesRepo } from './courses.repo.ts';
import { lessonView, type CourseService } from './courses.ts';
import type { ActivityDeps } from './ports.ts';

/** Transcodes one lesson's video (`{ lessonId }`). */
export const LESSON_JOB = 'course.lesson-transcode';
/** How long a signed playlist URL lives. */
const PLAY_SECONDS = 2 * 3600;

/**
 * Video lessons: the shop uploads a video, a job transcodes it to HLS (720p at most, H.264 + AAC,
 * 4 s segments) with a poster. The segments live under a folder named by 128 random bits; the
 * playlist, the only list of their URLs, is kept in the database and served only through a URL
 * signed for a registered student, the shop's staff, or anyone for a free preview, for two hours.
 */
export class LessonService {
  private tools: MediaTools | null = null;
  private readonly key: Buffer;

  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: CoursesRepo,
    private readonly deps: ActivityDeps,
    private readonly courses: CourseService,
  ) {
    this.key = createHmac('sha256', p.secret).update('lesson-hls/v1').digest();
  }

  async publish(
    userId: number,
    b: {
      id?: number;
      course_id: number;
      title: string;
      video_url: string;
      free_preview: 0 | 1;
      sort: number;
    },
  ) {
    const c = await this.courses.forStaff(userId, b.course_id);
    const old = b.id !== undefined ? await this.repo.lesson(this.db, b.id) : undefined;
    if (b.id !== undefined && (!old || old.courseId !== c.id)) invalid('id', 'unknown');
    if (!old || old.sourceUrl !== b.video_url)
      await this.deps.files.assertOwned(userId, [{ field: 'video_url', url: b.video_url, kind: 'video' }]);
    const words = await this.deps.words.check(b.title);
    if (words.blocked.length) fail('CONTENT_PROHIBITED', { words: words.blocked.join('、') });
    const same = old?.sourceUrl === b.video_url && old.status !== 'failed';
    const values = { title: b.title, freePreview: b.free_preview === 1, sort: b.sort };
    const row = await this.db.transaction(async (tx) => {
      if (old)
        return (await this.repo.updateLesson(
          tx,
          old.id,
          same
            ? values
            : {
                ...values,
                sourceUrl: b.video_url,
                status: 'processing',
                playlist: '',
                poster: '',
                duration: null,
              },
        ))!;
      const l = await this.repo.insertLesson(tx, { ...values, courseId: c.id, sourceUrl: b.video_url });
      await this.repo.update(tx, c.id, { lessonCount: await this.repo.countLessons(tx, c.id) });
      return l;
    });
    if (!same) await this.p.jobs.send(LESSON_JOB, { lessonId: row.id });
    return lessonView(row, true);
  }

  async list(viewerId: number | null, courseId: number) {
    const { c, staff } = await this.courses.visible(viewerId, courseId);
    const registered = await this.courses.isRegistered(viewerId, c.id);
    const rows = await this.repo.lessonsOf(this.db, c.id);
    return { list: rows.map((l) => lessonView(l, staff || registered || l.freePreview)) };
  }

  private sign(lessonId: number, exp: number): string {
    return createHmac('sha256', this.key).update(`${lessonId}.${exp}`).digest('hex');
  }

  /** A signed, expiring playlist URL for someone who may watch the lesson. */
  async play(viewerId: number | null, lessonId: number) {
    const l = await this.repo.lesson(this.db, lessonId);
    if (!l) invalid('id', 'unknown');
    const { c, staff } = await this.courses.visible(viewerId, l.courseId);
    if (!l.freePreview && !staff && !(await this.courses.isRegistered(viewerId, c.id))) fail('LESSON_LOCKED');
    if (l.status !== 'ready') fail('LESSON_NOT_READY');
    const exp = Math.floor(Date.now() / 1000) + PLAY_SECONDS;
    return {
      hls_url: `/api/course/lesson-hls?id=${l.id}&exp=${exp}&sig=${this.sign(l.id, exp)}`,
      poster: l.poster,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }

  /** The playlist text for a URL `play` signed, until it expires. */
  async playlist(q: { id: number; exp: number; sig: string }): Promise<string> {
    const good = Buffer.from(this.sign(q.id, q.exp), 'hex');
    const given = Buffer.from(q.sig, 'hex');
    if (given.length !== good.length || !timingSafeEqual(given, good) || q.exp * 1000 < Date.now())
      fail('FORBIDDEN');
    const l = await this.repo.lesson(this.db, q.id);
    if (!l || l.status !== 'ready') fail('LESSON_NOT_READY');
    return l.playlist;
  }

  /**
   * The transcode job. A video ffmpeg cannot read marks the lesson failed (no retry); anything
   * else is retried by the job queue. A lesson whose video changed meanwhile is left to its own job.
   */
  async transcode(lessonId: number): Promise<'ready' | 'failed' | 'skipped'> {
    const l = await this.repo.lesson(this.db, lessonId);
    if (!l || l.status === 'ready') return 'skipped';
    const save = (values: Parameters<CoursesRepo['updateLesson']>[2]) =>
      this.repo.updateLesson(this.db, l.id, values, l.sourceUrl);
    const input = mediaSource(this.p.storage, this.p.config.storage.dir, l.sourceUrl);
    const tools = (this.tools ??= mediaTools(this.p.config.media));
    if (!input || !tools.ffmpeg.path || !tools.ffprobe.path) {
      this.p.log.warn({ lessonId }, 'lesson transcode failed: no input or no ffmpeg');
      await save({ status: 'failed' });
      return 'failed';
    }
    const dir = await mkdtemp(join(this.p.storage.tempDir, 'lesson-'));
    try {
      let duration: number | null = null;
      try {
        duration = (await probeVideo(tools.ffprobe.path, input)).duration ?? null;
        await transcodeHls(tools.ffmpeg.path, input, dir, duration ?? undefined);
      } catch (e) {
        if (e instanceof ToolFailed) {
          this.p.log.warn({ lessonId, err: e.message }, 'lesson transcode failed');
          await save({ status: 'failed' });
          return 'failed';
        }
        throw e;
      }
      const folder = `course/lesson/${l.id}-${randomBytes(16).toString('hex')}`;
      const urls = new Map<string, string>();
      for (const f of (await readdir(dir)).filter((x) => x !== 'index.m3u8').sort()) {
        const path = join(dir, f);
        const mime = f.endsWith('.ts') ? 'video/mp2t' : 'image/jpeg';
        urls.set(f, await this.p.storage.putFile(`${folder}/${f}`, path, mime, (await stat(path)).size));
      }
      const playlist = (await readFile(join(dir, 'index.m3u8'), 'utf8'))
        .split('\n')
        .map((line) => (line && !line.startsWith('#') ? (urls.get(line.trim()) ?? line) : line))
        .join('\n');
      await save({ status: 'ready', playlist, poster: urls.get('poster.jpg') ?? '', duration });
      return 'ready';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
