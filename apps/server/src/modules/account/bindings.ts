import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLATFORMS } from '@dance/contracts/user';
import { fail, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import type { CredentialsRepo } from './credentials.repo.ts';

/**
 * Third-party bindings. Local provider: an assertion is base64url(JSON {platform, open_id,
 * nickname, exp}) + "." + HMAC-SHA256 under the server's secret.
 */
export class Bindings {
  constructor(
    private readonly db: Db,
    private readonly repo: CredentialsRepo,
    private readonly secret: string,
  ) {}

  sign(platform: string, openId: string, nickname: string, ttlSeconds = 300): string {
    const payload = Buffer.from(
      JSON.stringify({
        platform,
        open_id: openId,
        nickname,
        exp: Math.floor(Date.now() / 1000) + ttlSeconds,
      }),
    ).toString('base64url');
    return `${payload}.${createHmac('sha256', this.secret).update(payload).digest('base64url')}`;
  }

  private read(platform: string, assertion: string): { openId: string; nickname: string } {
    const [payload, sig, extra] = assertion.split('.');
    if (!payload || !sig || extra !== undefined) fail('BIND_INVALID');
    const want = createHmac('sha256', this.secret).update(payload).digest();
    const got = Buffer.from(sig, 'base64url');
    if (got.length !== want.length || !timingSafeEqual(got, want)) fail('BIND_INVALID');
    let data: { platform?: unknown; open_id?: unknown; nickname?: unknown; exp?: unknown } | null;
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      fail('BIND_INVALID');
    }
    if (!data || typeof data !== 'object') fail('BIND_INVALID');
    const { open_id, exp, nickname } = data;
    if (
      data.platform !== platform ||
      typeof open_id !== 'string' ||
      !open_id ||
      typeof exp !== 'number' ||
      exp < Date.now() / 1000
    )
      fail('BIND_INVALID');
    return { openId: open_id, nickname: typeof nickname === 'string' ? nickname.slice(0, 40) : '' };
  }

  async list(userId: number) {
    const rows = await this.repo.bindings(this.db, userId);
    const by = new Map(rows.map((r) => [r.platform, r]));
    return {
      list: PLATFORMS.map((platform) => {
        const r = by.get(platform);
        return {
          platform,
          nickname: r?.nickname ?? '',
          bound: Boolean(r),
          bound_at: r ? r.createdAt.toISOString() : null,
        };
      }),
    };
  }

  async bind(userId: number, platform: string, assertion: string): Promise<void> {
    const { openId, nickname } = this.read(platform, assertion);
    const taken = await this.repo.bindingByOpenId(this.db, platform, openId);
    if (taken && taken.userId !== userId) fail('CONFLICT', { reason: 'bound to another account' });
    if (taken) return;
    try {
      await this.repo.bind(this.db, userId, platform, openId, nickname);
    } catch (e) {
      if (isUniqueViolation(e)) fail('CONFLICT', { reason: 'already bound' });
      throw e;
    }
  }

  async unbind(userId: number, platform: string): Promise<void> {
    if (!(await this.repo.unbind(this.db, userId, platform))) notFound('binding');
  }
}
