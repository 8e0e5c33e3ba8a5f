import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ToolFailed,
  mediaSource,
  mediaTools,
  probeVideo,
  transcodeHls,
  type MediaTools,
} from '../../platform/ffmpeg.ts';
import { VIDEO, isPublic } from './cards.ts';
import type { Ctx } from './context.ts';
import type { Db } from '../../platform/db.ts';
import type { PostsRepo } from './posts.repo.ts';
import type { VideoRepo } from './video.repo.ts';

/**
 * The transcode job: the uploaded video becomes an HLS rendition (720p at most, H.264 + AAC, 4 s
 * segments) and a JPEG poster, stored next to each other; then the post turns ready and joins the
 * feeds. A video ffmpeg cannot read marks the post failed (no retry); anything else is retried by
 * pg-boss. Running it twice is harmless: the second run writes a new folder and the same state.
 */
export class VideoService {
  private tools: MediaTools | null = null;
  private readonly db: Db;
  private readonly repo: VideoRepo;
  private readonly posts: PostsRepo;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.video;
    this.posts = c.repos.posts;
  }

  async transcode(postId: number): Promise<'ready' | 'failed' | 'skipped'> {
    const post = await this.posts.postById(this.db, postId);
    if (!post || post.type !== 'video' || !post.videoUrl || post.status === 9) return 'skipped';
    if (post.videoStatus === VIDEO.ready && post.videoHls) return 'skipped';
    const input = mediaSource(this.c.p.storage, this.c.p.config.storage.dir, post.videoUrl);
    const setState = (values: Record<string, unknown>) =>
      this.db.transaction(async (tx) => {
        // Only the video the job was made for: an edit that changed it has its own job.
        const now = await this.repo.lockPost(tx, postId);
        if (!now || now.videoUrl !== post.videoUrl) return;
        const saved = await this.posts.updatePost(tx, postId, values);
        // A published video joins its author's, topics' and circle's counts once it plays.
        if (!isPublic(now) && isPublic(saved)) {
          await this.c.publishedDelta(tx, saved, 1);
          // A video post's first publication pays once it plays (decision 221).
          await this.c.rewardPost(tx, saved);
        }
      });
    if (!input) {
      await setState({ videoStatus: VIDEO.failed });
      return 'failed';
    }
    // FFMPEG_PATH / FFPROBE_PATH, then PATH, then the optional npm package (platform/ffmpeg.ts).
    const tools = (this.tools ??= mediaTools(this.c.p.config.media));
    const FFMPEG = tools.ffmpeg.path;
    const FFPROBE = tools.ffprobe.path;
    if (!FFMPEG || !FFPROBE) {
      const reason = [tools.ffmpeg, tools.ffprobe]
        .map((t) => (t.path === null ? t.reason : ''))
        .filter(Boolean);
      this.c.p.log.error({ postId, err: reason.join('; ') }, 'transcode failed: cannot run ffmpeg');
      await setState({ videoStatus: VIDEO.failed });
      return 'failed';
    }
    const dir = await mkdtemp(join(this.c.p.storage.tempDir, 'hls-'));
    try {
      let probe: { width?: number; height?: number; duration?: number } = {};
      try {
        probe = await probeVideo(FFPROBE, input);
        await transcodeHls(FFMPEG, input, dir, probe.duration);
      } catch (e) {
        if (e instanceof ToolFailed) {
          this.c.p.log.warn({ postId, err: e.message }, 'transcode failed');
          await setState({ videoStatus: VIDEO.failed });
          return 'failed';
        }
        throw e;
      }
      const folder = `video/hls/${postId}-${randomBytes(6).toString('hex')}`;
      const files = (await readdir(dir)).sort((a, b) =>
        a === 'index.m3u8' ? 1 : b === 'index.m3u8' ? -1 : a.localeCompare(b),
      );
      const urls: Record<string, string> = {};
      for (const f of files) {
        const path = join(dir, f);
        const mime = f.endsWith('.m3u8')
          ? 'application/vnd.apple.mpegurl'
          : f.endsWith('.ts')
            ? 'video/mp2t'
            : 'image/jpeg';
        urls[f] = await this.c.p.storage.putFile(`${folder}/${f}`, path, mime, (await stat(path)).size);
      }
      await setState({
        videoHls: urls['index.m3u8'],
        videoCover: post.videoCover || urls['poster.jpg'] || '',
        videoStatus: VIDEO.ready,
        videoWidth: probe.width ?? null,
        videoHeight: probe.height ?? null,
        videoDuration: probe.duration ?? null,
      });
      return 'ready';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
