import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessToken, loginToken } from '../db/schema/platform.ts';
import type { Db } from './db.ts';
import type { AuthContext } from './http.ts';
import type { Bus } from './bus.ts';
import { tokenCounters } from './cache-stats.ts';

export const LOGIN_TTL_S = 30 * 24 * 3600;
export const ACCESS_TTL_S = 2 * 3600;

const hash = (t: string) => createHash('sha256').update(t).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * One indexed lookup per request: the access token, and for a user its login token's validity.
 * A named prepared statement: every request runs it, so PostgreSQL plans it once per connection
 * and drizzle builds its SQL once per process.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      user_id: accessToken.userId,
      login_token_id: accessToken.loginTokenId,
      valid_login: sql<boolean>`(${loginToken.id} is not null and ${loginToken.revokedAt} is null and ${loginToken.expiresAt} > now())`,
      expires_at: accessToken.expiresAt,
    })
    .from(accessToken)
    .leftJoin(loginToken, eq(loginToken.id, accessToken.loginTokenId))
    .where(and(eq(accessToken.tokenHash, sql.placeholder('hash')), gt(accessToken.expiresAt, sql`now()`)))
    .prepare('auth_access_token');
}

/** How long a process trusts a token it looked up; revocations reach it sooner through the bus. */
const CACHE_MS = 30_000;
const CACHE_MAX = 50_000;
const REVOKED = 'auth.revoked';

interface Cached {
  ctx: AuthContext;
  until: number;
}

/**
 * Login and access tokens. Only hashes are stored, so a leaked table reveals no usable token.
 * Looked-up tokens are kept in memory for up to 30 s; a revocation drops them here at once and in
 * every other process through the bus (see docs/decisions/002).
 */
export class TokenService {
  private readonly lookup;
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Db,
    private readonly bus?: Bus,
  ) {
    this.lookup = prepareLookup(db);
    bus?.subscribe(REVOKED, (d) => {
      const userId = (d as { userId?: unknown })?.userId;
      if (typeof userId === 'number') this.forgetUser(userId);
    });
  }

  private forgetUser(userId: number): void {
    for (const [k, v] of this.cache) if (v.ctx.userId === userId) this.cache.delete(k);
  }

  private async revoked(userId: number): Promise<void> {
    this.forgetUser(userId);
    await this.bus?.publish(REVOKED, { userId });
  }

  async issueLogin(userId: number): Promise<{ token: string; token_expired_at: number; id: number }> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + LOGIN_TTL_S * 1000);
    const [row] = await this.db
      .insert(loginToken)
      .values({ userId, tokenHash: hash(token), expiresAt })
      .returning({ id: loginToken.id });
    return { token, token_expired_at: unix(expiresAt), id: row!.id };
  }

  /** An access token: `protected` when the login token is valid, `public` otherwise. */
  async issueAccess(
    login?: string,
  ): Promise<{ access_token: string; expired_at: number; scope: 'public' | 'protected' }> {
    let owner: { id: number; userId: number; expiresAt: Date } | undefined;
    if (login) {
      [owner] = await this.db
        .select({ id: loginToken.id, userId: loginToken.userId, expiresAt: loginToken.expiresAt })
        .from(loginToken)
        .where(
          and(
            eq(loginToken.tokenHash, hash(login)),
            isNull(loginToken.revokedAt),
            gt(loginToken.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
    }
    const token = newToken();
    let expiresAt = new Date(Date.now() + ACCESS_TTL_S * 1000);
    if (owner && owner.expiresAt < expiresAt) expiresAt = owner.expiresAt;
    await this.db.insert(accessToken).values({
      tokenHash: hash(token),
      loginTokenId: owner?.id ?? null,
      userId: owner?.userId ?? null,
      expiresAt,
    });
    return { access_token: token, expired_at: unix(expiresAt), scope: owner ? 'protected' : 'public' };
  }

  /**
   * The request's token, answered at once when this process holds it (most requests: no promise to
   * wait on), else by a promise of the lookup.
   */
  authenticate(req: FastifyRequest): AuthContext | null | Promise<AuthContext | null> {
    const raw = req.headers['x-access-token'];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || token.length > 200) return null;
    // Kept by the token itself: a hit costs no hash (the table keeps only hashes).
    const hit = this.cache.get(token);
    if (hit && hit.until > Date.now()) {
      tokenCounters.hits++;
      return hit.ctx;
    }
    return this.authenticateToken(token);
  }

  /** The same lookup for a token that did not come in a header (a WebSocket's first frame). */
  async authenticateToken(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 200) return null;
    const now = Date.now();
    const hit = this.cache.get(token);
    if (hit && hit.until > now) {
      tokenCounters.hits++;
      return hit.ctx;
    }
    tokenCounters.misses++;
    const r = await this.lookup.execute({ hash: hash(token) });
    const row = r[0];
    if (!row) return null;
    let ctx: AuthContext;
    if (row.login_token_id === null || !row.valid_login) {
      // A revoked login (logout, password change) leaves its access tokens as visitors' tokens, so
      // the client gets 1403 and its login flag is cleared, as the spec says.
      ctx = { scope: 'public', userId: null, loginTokenId: null };
    } else {
      ctx = { scope: 'protected', userId: Number(row.user_id), loginTokenId: Number(row.login_token_id) };
    }
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(token, { ctx, until: Math.min(now + CACHE_MS, new Date(row.expires_at).getTime()) });
    return ctx;
  }

  async revokeUser(userId: number, keepLoginTokenId?: number): Promise<void> {
    const cond = keepLoginTokenId
      ? and(eq(loginToken.userId, userId), isNull(loginToken.revokedAt), ne(loginToken.id, keepLoginTokenId))
      : and(eq(loginToken.userId, userId), isNull(loginToken.revokedAt));
    await this.db
      .update(loginToken)
      .set({ revokedAt: sql`now()` })
      .where(cond);
    await this.revoked(userId);
  }

  async revokeLogin(loginTokenId: number): Promise<void> {
    const rows = await this.db
      .update(loginToken)
      .set({ revokedAt: sql`now()` })
      .where(eq(loginToken.id, loginTokenId))
      .returning({ userId: loginToken.userId });
    for (const r of rows) await this.revoked(r.userId);
  }

  async purgeExpired(): Promise<number> {
    const r = await this.db
      .delete(accessToken)
      .where(lt(accessToken.expiresAt, sql`now() - interval '1 day'`));
    return r.rowCount ?? 0;
  }
}
