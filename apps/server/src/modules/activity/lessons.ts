import { spawn } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, invalid } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { mediaTools, type MediaTools } from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import type { CoursesRepo } from './courses.repo.ts';
import { lessonView, type CourseService } from './courses.ts';
import type { ActivityDeps } from './ports.ts';

/** Transcodes one lesson's video (`{ lessonId }`). */
export const LESSON_JOB = 'course.lesson-transcode';
/** How long a signed playlist URL lives. */
const PLAY_SECONDS = 2 * 3600;

class ToolFailed extends Error {}

function run(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ToolFailed(`${cmd} could not run: ${e.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new ToolFailed(`${cmd} exited ${code}: ${err}`));
    });
  });
}

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

  /** Where ffmpeg reads the upload: the file on local disk, or its public URL on S3. */
  private source(url: string): string | null {
    const storage = this.p.storage;
    if (storage.kind === 'local') {
      const prefix = storage.urlOf('');
      const key = url.startsWith(prefix)
        ? url.slice(prefix.length)
        : url.startsWith('/uploads/')
          ? url.slice(9)
          : null;
      if (!key || key.includes('..')) return null;
      return join(this.p.config.storage.dir, key);
    }
    return /^https?:\/\//.test(url) ? url : null;
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
    const input = this.source(l.sourceUrl);
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
        const probe = JSON.parse(
          await run(
            tools.ffprobe.path,
            [
              '-v',
              'error',
              '-select_streams',
              'v:0',
              '-show_entries',
              'stream=width:format=duration',
              '-of',
              'json',
              input,
            ],
            60_000,
          ),
        ) as { streams?: { width?: number }[]; format?: { duration?: string } };
        if (!probe.streams?.[0]?.width) throw new ToolFailed('no video stream');
        duration = probe.format?.duration ? Number(probe.format.duration) : null;
        await run(
          tools.ffmpeg.path,
          [
            '-nostdin',
            '-y',
            '-i',
            input,
            '-map',
            '0:v:0',
            '-map',
            '0:a:0?',
            '-vf',
            "scale='min(720,iw)':-2",
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-crf',
            '26',
            '-pix_fmt',
            'yuv420p',
            '-c:a',
            'aac',
            '-b:a',
            '96k',
            '-f',
            'hls',
            '-hls_time',
            '4',
            '-hls_playlist_type',
            'vod',
            '-hls_segment_filename',
            join(dir, 'seg%03d.ts'),
            join(dir, 'index.m3u8'),
          ],
          10 * 60_000,
        );
        await run(
          tools.ffmpeg.path,
          [
            '-nostdin',
            '-y',
            '-ss',
            duration && duration > 1 ? '1' : '0',
            '-i',
            input,
            '-frames:v',
            '1',
            '-vf',
            "scale='min(720,iw)':-2",
            '-q:v',
            '3',
            join(dir, 'poster.jpg'),
          ],
          60_000,
        );
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
