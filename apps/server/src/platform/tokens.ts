import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessToken, loginToken } from '../db/schema/platform.ts';
import type { Db } from './db.ts';
import type { AuthContext } from './http.ts';

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
    })
    .from(accessToken)
    .leftJoin(loginToken, eq(loginToken.id, accessToken.loginTokenId))
    .where(and(eq(accessToken.tokenHash, sql.placeholder('hash')), gt(accessToken.expiresAt, sql`now()`)))
    .prepare('auth_access_token');
}

/** Login and access tokens. Only hashes are stored, so a leaked table reveals no usable token. */
export class TokenService {
  private readonly lookup;

  constructor(private readonly db: Db) {
    this.lookup = prepareLookup(db);
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

  async authenticate(req: FastifyRequest): Promise<AuthContext | null> {
    const raw = req.headers['x-access-token'];
    const token = Array.isArray(raw) ? raw[0] : raw;
    if (!token || token.length > 200) return null;
    const r = await this.lookup.execute({ hash: hash(token) });
    const row = r[0];
    if (!row) return null;
    if (row.login_token_id === null) return { scope: 'public', userId: null, loginTokenId: null };
    // A revoked login (logout, password change) leaves its access tokens as visitors' tokens, so
    // the client gets 1403 and its login flag is cleared, as the spec says.
    if (!row.valid_login) return { scope: 'public', userId: null, loginTokenId: null };
    return { scope: 'protected', userId: Number(row.user_id), loginTokenId: Number(row.login_token_id) };
  }

  async revokeUser(userId: number, keepLoginTokenId?: number): Promise<void> {
    const cond = keepLoginTokenId
      ? and(eq(loginToken.userId, userId), isNull(loginToken.revokedAt), ne(loginToken.id, keepLoginTokenId))
      : and(eq(loginToken.userId, userId), isNull(loginToken.revokedAt));
    await this.db
      .update(loginToken)
      .set({ revokedAt: sql`now()` })
      .where(cond);
  }

  async revokeLogin(loginTokenId: number): Promise<void> {
    await this.db
      .update(loginToken)
      .set({ revokedAt: sql`now()` })
      .where(eq(loginToken.id, loginTokenId));
  }

  async purgeExpired(): Promise<number> {
    const r = await this.db
      .delete(accessToken)
      .where(lt(accessToken.expiresAt, sql`now() - interval '1 day'`));
    return r.rowCount ?? 0;
  }
}
