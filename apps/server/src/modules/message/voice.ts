import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolFailed, mediaSource, mediaTools, runTool, type MediaTools } from '../../platform/ffmpeg.ts';
import type { Platform } from '../../platform/platform.ts';
import type { ChatService } from './chat.ts';
import type { ConversationsRepo } from './conversations.repo.ts';
import type { MessagesRepo } from './messages.repo.ts';
import { ownerOf } from './views.ts';

/**
 * The voice transcode job: a recorded voice message (WebM/Opus from Chrome, MP4 from Safari,
 * whatever MediaRecorder made) becomes AAC in an M4A container, which every browser plays, with
 * its length read from the file. A file ffmpeg cannot read marks the voice failed (no retry);
 * anything else is retried by pg-boss. Running it twice is harmless: only a voice still
 * processing, from the same upload, is changed.
 */
export class VoiceService {
  private tools: MediaTools | null = null;

  constructor(
    private readonly p: Platform,
    private readonly messages: MessagesRepo,
    private readonly conversations: ConversationsRepo,
    private readonly chat: ChatService,
  ) {}

  async transcode(messageId: number): Promise<'ready' | 'failed' | 'skipped'> {
    const msg = await this.messages.byId(this.p.db, messageId);
    const payload = (msg?.payload ?? {}) as { source?: string; status?: string; duration?: number };
    if (!msg || msg.kind !== 'voice' || payload.status !== 'processing' || !payload.source) return 'skipped';
    const source = payload.source;
    const finish = async (values: Record<string, unknown>) => {
      const conv = await this.conversations.byId(this.p.db, msg.conversationId);
      await this.p.db.transaction(async (tx) => {
        const row = await this.messages.setPayload(
          tx,
          messageId,
          { ...payload, ...values },
          { status: 'processing', source },
        );
        if (row && conv) {
          const pair = {
            kind: conv.kind as 'user' | 'shop',
            user_a: conv.userA,
            user_b: conv.userB,
            mch_id: conv.mchId,
          };
          await this.chat.publishVoice(tx, row, { me: ownerOf(pair, 'a'), peer: ownerOf(pair, 'b') });
        }
      });
    };
    const input = mediaSource(this.p.storage, this.p.config.storage.dir, source);
    const tools = (this.tools ??= mediaTools(this.p.config.media));
    if (!input || !tools.ffmpeg.path || !tools.ffprobe.path) {
      this.p.log.error({ messageId, input: Boolean(input) }, 'voice transcode failed: no input or no ffmpeg');
      await finish({ status: 'failed' });
      return 'failed';
    }
    const dir = await mkdtemp(join(this.p.storage.tempDir, 'voice-'));
    try {
      const out = join(dir, 'voice.m4a');
      let duration: number | null = null;
      try {
        await runTool(
          tools.ffmpeg.path,
          [
            '-nostdin',
            '-y',
            '-i',
            input,
            '-vn',
            '-ac',
            '1',
            '-c:a',
            'aac',
            '-b:a',
            '64k',
            '-movflags',
            '+faststart',
            out,
          ],
          120_000,
        );
        const probe = JSON.parse(
          await runTool(
            tools.ffprobe.path,
            ['-v', 'error', '-show_entries', 'format=duration', '-of', 'json', out],
            30_000,
          ),
        ) as { format?: { duration?: string } };
        const d = Number(probe.format?.duration);
        duration = Number.isFinite(d) && d > 0 ? Math.round(d * 10) / 10 : null;
      } catch (e) {
        if (e instanceof ToolFailed) {
          this.p.log.warn({ messageId, err: e.message }, 'voice transcode failed');
          await finish({ status: 'failed' });
          return 'failed';
        }
        throw e;
      }
      const { size } = await stat(out);
      const key = `audio/voice/${messageId}-${randomBytes(6).toString('hex')}.m4a`;
      const url = await this.p.storage.putFile(key, out, 'audio/mp4', size);
      await finish({ url, duration: duration ?? payload.duration ?? null, status: 'ready' });
      return 'ready';
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
