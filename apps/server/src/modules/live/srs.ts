import { timingSafeEqual } from 'node:crypto';
import { parse } from 'node:querystring';
import type { FastifyBaseLogger } from 'fastify';
import { fail } from '../../platform/errors.ts';
import { STREAM_APP, type PushSigner } from './ingest.ts';
import type { LiveService } from './lives.ts';

export interface SrsHookBody {
  action: 'on_publish' | 'on_unpublish';
  app: string;
  stream: string;
  param: string;
}

/**
 * The SRS provider (decision 184): SRS calls `POST /api/live/srs-hook?secret=...` on publish and
 * unpublish. A publish goes on only with the hook secret and a valid, unexpired push signature
 * in the stream's param, for a live that is not ended (the same claim as the embedded ingest);
 * an unpublish ends the live after the grace time unless it is published again meanwhile.
 */
export class SrsHooks {
  private readonly timers = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly secret: string,
    private readonly signer: PushSigner,
    private readonly lives: LiveService,
    private readonly graceMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async hook(secret: string, body: SrsHookBody): Promise<null> {
    const want = Buffer.from(this.secret);
    const got = Buffer.from(secret);
    if (want.length !== got.length || !timingSafeEqual(want, got)) fail('SIGNATURE_INVALID');
    if (body.app !== STREAM_APP) fail('SIGNATURE_INVALID');
    const grant = this.signer.verify(body.stream, parse(body.param.replace(/^\?/, '')));
    if (typeof grant === 'string') {
      this.log.info({ stream: body.stream, reason: grant }, 'srs publish refused');
      fail('SIGNATURE_INVALID');
    }
    const { liveId } = grant;
    if (body.action === 'on_publish') {
      if (!(await this.lives.published(liveId, grant.nonce))) fail('LIVE_STATE');
      const t = this.timers.get(liveId);
      if (t) clearTimeout(t);
      this.timers.delete(liveId);
      return null;
    }
    const end = () => {
      this.timers.delete(liveId);
      void this.lives.end(liveId).catch((err: unknown) => this.log.warn({ err, liveId }, 'live end'));
    };
    if (this.graceMs === 0) {
      await this.lives.end(liveId);
      return null;
    }
    const timer = setTimeout(end, this.graceMs);
    timer.unref();
    this.timers.set(liveId, timer);
    return null;
  }

  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
