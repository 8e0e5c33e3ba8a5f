import { hash as argonHash } from '@node-rs/argon2';
import { pinyin } from 'pinyin-pro';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, notFound } from '../../platform/errors.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import { hanTokens } from '../../platform/search-text.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { OPERATOR_ROLES, type OperatorRole } from '@dance/contracts/ops';
import type { StandingRow, UsersRepo } from './users.repo.ts';

/** How long a user search page is kept (the same for every reader). */
const SEARCH_PAGE_MS = 2000;

/** A role review's state: 0 none, 1 pending, 2 approved, 3 refused. */
export type ReviewStatus = 0 | 1 | 2 | 3;
export const reviewStatus = (n: number) => (n === 1 || n === 2 || n === 3 ? n : 0) as ReviewStatus;

/** The search columns of a nickname: pinyin for `jiewu`, Han tokens for 街舞 (and 街舞 traditional). */
export function nicknameSearch(nickname: string): { nicknamePinyin: string; searchTokens: string[] } {
  return { nicknamePinyin: nicknamePinyin(nickname), searchTokens: hanTokens(nickname) };
}

export function nicknamePinyin(nickname: string): string {
  const full = pinyin(nickname, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  const initials = pinyin(nickname, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  }).join('');
  return `${full} ${initials}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface PublicProfile {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  fansCount: number;
}

/** What anyone may see of a user: the profile page's head (the forum card). */
export interface Person {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  gender: number;
  danceStyles: string[];
  verified: boolean;
  anchor: boolean;
  followCount: number;
  fansCount: number;
  likeCount: number;
  postCount: number;
}

/** What other modules need to apply their rules to a user (posting limits, moderation, shops). */
export interface Standing {
  id: number;
  verified: boolean;
  banned: boolean;
  closed: boolean;
  /** A super operator (role `operator`): everything, managing operators included. */
  operator: boolean;
  /** Every operator role the user holds (`super` for the role `operator`, else `op:<role>`). */
  operatorRoles: OperatorRole[];
  /** Until when an operator's mute keeps the user from posting, commenting and chatting. */
  mutedUntil: Date | null;
  createdAt: Date;
  /** The operators' decisions on the user's role applications. */
  reviews: { merchant: ReviewStatus; anchor: ReviewStatus; musician: ReviewStatus };
}

/** Changes of a user's public counters, applied in the caller's transaction. */
export interface CountDeltas {
  follow?: number;
  fans?: number;
  likes?: number;
  posts?: number;
}

/**
 * The user directory, the port other modules receive: public profiles, standing and roles, the
 * public counters, user search, bans, and accounts made without an SMS code.
 */
export class UserDirectory {
  private readonly searchPages: TtlCache<string, Awaited<ReturnType<UserDirectory['searchFresh']>>>;

  constructor(
    private readonly p: Platform,
    private readonly users: UsersRepo,
  ) {
    this.searchPages = new TtlCache(p.config.env === 'test' ? 0 : SEARCH_PAGE_MS, 2000);
  }

  /** Names and avatars of many users in one query. */
  async profiles(ids: number[]): Promise<Map<number, PublicProfile>> {
    const rows = await this.users.profilesByIds(this.p.db, [...new Set(ids)]);
    return new Map(rows.map((u) => [u.id, u]));
  }

  /** A user's public card; not found for an unknown or closed account. */
  async person(userId: number): Promise<Person> {
    const u = await this.users.userById(this.p.db, userId);
    if (!u || u.status === 2) notFound('user');
    return {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      signature: u.signature,
      gender: u.gender,
      danceStyles: u.danceStyles,
      verified: u.reviewStatus === 2,
      anchor: u.anchorReviewStatus === 2,
      followCount: u.followCount,
      fansCount: u.fansCount,
      likeCount: u.likeCount,
      postCount: u.postCount,
    };
  }

  /** Verified, banned, operator, age and role reviews of an account; null when unknown. */
  async standing(userId: number, tx: DbOrTx = this.p.db): Promise<Standing | null> {
    const u = await this.users.standingById(tx, userId);
    return u ? standingOf(u) : null;
  }
  /**
   * The standing and public profile of many users, in one query (unknown ids are left out): what
   * a message send checks of its two users.
   */
  async standings(ids: number[]): Promise<Map<number, { standing: Standing; profile: PublicProfile }>> {
    const rows = await this.users.standingsByIds([...new Set(ids)]);
    return new Map(
      rows.map((u) => [
        u.id,
        {
          standing: standingOf(u),
          profile: {
            id: u.id,
            nickname: u.nickname,
            avatar: u.avatar,
            signature: u.signature,
            fansCount: u.fansCount,
          },
        },
      ]),
    );
  }

  /**
   * FORBIDDEN unless the user is a super operator or holds the area's operator role (not found for
   * an unknown or closed account). Without an area only a super operator passes.
   */
  async requireOperator(userId: number, area?: Exclude<OperatorRole, 'super'>): Promise<OperatorRole[]> {
    const s = await this.standing(userId);
    if (!s || s.closed) notFound('user');
    if (s.banned || !(s.operator || (area && s.operatorRoles.includes(area)))) fail('FORBIDDEN');
    return s.operatorRoles;
  }

  /**
   * Moves a user's public counters by the given amounts inside the caller's transaction, so a like
   * and the author's like count commit together. Never below zero.
   */
  async adjustCounts(tx: DbOrTx, userId: number, d: CountDeltas): Promise<void> {
    if (!d.follow && !d.fans && !d.likes && !d.posts) return;
    await this.users.adjustCounts(tx, userId, d);
  }

  /**
   * Moves the user's anchor review (1 pending, 2 approved, 3 refused) inside the caller's
   * transaction, from one of `from`; false when it stood elsewhere (nothing written).
   */
  setAnchorReview(tx: DbOrTx, userId: number, status: 1 | 2 | 3, from: ReviewStatus[]): Promise<boolean> {
    return this.users.setAnchorReview(tx, userId, status, from);
  }

  /** The user's musician review follows their musician application (the music module calls this). */
  setMusicianReview(tx: DbOrTx, userId: number, status: 1 | 2 | 3, from: ReviewStatus[]): Promise<boolean> {
    return this.users.setMusicianReview(tx, userId, status, from);
  }

  /** The user's merchant review follows their shop application (the merchant module calls this). */
  async setMerchantReview(tx: DbOrTx, userId: number, status: 1 | 2 | 3): Promise<void> {
    await this.users.setMerchantReview(tx, userId, status);
  }

  /**
   * An operator's ban: the account can no longer log in and every session ends. False when the
   * account was not active (already banned, or closed).
   */
  async ban(tx: DbOrTx, userId: number): Promise<boolean> {
    const done = await this.users.setStatus(tx, userId, 1, 0);
    await this.p.tokens.revokeUser(userId);
    return done;
  }

  /** Every operator with their roles (the console's operators page). */
  async operators(): Promise<{ id: number; mobile: string; roles: OperatorRole[] }[]> {
    const rows = await this.users.operators(this.p.db);
    return rows.map((u) => ({ id: u.id, mobile: u.mobile ?? '', roles: operatorRolesOf(u.roles) }));
  }

  /**
   * Sets a user's operator roles inside the caller's transaction (their other roles untouched);
   * answers the roles before and after. Losing every role ends their operator sessions' power at
   * once: roles are read on every operator call.
   */
  async setOperatorRoles(
    tx: DbOrTx,
    userId: number,
    next: OperatorRole[],
  ): Promise<{ before: OperatorRole[]; after: OperatorRole[] }> {
    const roles = await this.users.lockRoles(tx, userId);
    if (!roles) notFound('user');
    const after = withOperatorRoles(roles, next);
    await this.users.setRoles(tx, userId, after);
    return { before: operatorRolesOf(roles), after: operatorRolesOf(after) };
  }

  /** An operator's mute until a time, or its end (null), inside the caller's transaction. */
  async mute(tx: DbOrTx, userId: number, until: Date | null): Promise<void> {
    await this.users.setMutedUntil(tx, userId, until);
  }

  /** The account holding a mobile number, if it is active (neither banned nor closed); else null. */
  async activeByMobile(mobile: string): Promise<number | null> {
    const u = await this.users.userByMobile(this.p.db, mobile);
    return u && u.status === 0 ? u.id : null;
  }

  /** The mobile numbers of users ('' for none), for those allowed to see them (a shop's owner). */
  async mobiles(ids: number[]): Promise<Map<number, string>> {
    const rows = await this.users.mobilesByIds(this.p.db, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r.mobile ?? '']));
  }

  async searchUsers(keyword: string, cursor: string | undefined, limit: number) {
    const parts = decodeCursor(cursor, ['int', 'id']);
    const after: [number, number] | null = parts ? [parts[0]!, parts[1]!] : null;
    // The page is the same for every reader (no viewer in it): kept 2 s, as visitors' feed pages.
    return this.searchPages.get(`${keyword}\u0000${cursor ?? ''}\u0000${limit}`, () =>
      this.searchFresh(keyword, after, limit),
    );
  }

  private async searchFresh(keyword: string, after: [number, number] | null, limit: number) {
    const rows = await this.users.searchUsers(this.p.db, keyword, after, limit + 1);
    const { list, next_cursor } = page(rows, limit, (u) => `${u.fansCount}_${u.id}`);
    return {
      list: list.map((u) => ({
        id: u.id,
        nickname: u.nickname,
        avatar: u.avatar,
        signature: u.signature,
        fans_count: u.fansCount,
      })),
      next_cursor,
    };
  }

  /**
   * An account made without an SMS code (the demo community; later the operator console): its
   * profile, a password, roles and approved role reviews. A known mobile answers that account.
   * Counters, balance, points and real name are never set here: they come from their own flows.
   */
  async provision(v: {
    mobile: string;
    nickname: string;
    password?: string;
    avatar?: string;
    gender?: 0 | 1 | 2;
    birthday?: string;
    signature?: string;
    danceStyles?: string[];
    roles?: string[];
    approved?: ('merchant' | 'anchor' | 'musician')[];
    createdAt?: Date;
  }): Promise<{ id: number; created: boolean }> {
    const known = await this.users.userByMobile(this.p.db, v.mobile);
    if (known) return { id: known.id, created: false };
    const approved = new Set(v.approved ?? []);
    const u = await this.users.insertUser(this.p.db, {
      mobile: v.mobile,
      nickname: v.nickname,
      ...nicknameSearch(v.nickname),
      passwordHash: v.password ? await argonHash(v.password) : null,
      avatar: v.avatar ?? '',
      gender: v.gender ?? 0,
      birthday: v.birthday ?? null,
      signature: v.signature ?? '',
      danceStyles: v.danceStyles ?? [],
      roles: v.roles ?? [],
      merchantReviewStatus: approved.has('merchant') ? 2 : 0,
      anchorReviewStatus: approved.has('anchor') ? 2 : 0,
      musicianReviewStatus: approved.has('musician') ? 2 : 0,
      ...(v.createdAt ? { createdAt: v.createdAt } : {}),
    });
    return { id: u.id, created: true };
  }
}

/** MUTED while an operator's mute runs (the time shown in China time, to the minute). */
export function assertNotMuted(s: Pick<Standing, 'mutedUntil'>): void {
  if (s.mutedUntil)
    fail('MUTED', {
      until: new Date(s.mutedUntil.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
    });
}

function standingOf(u: StandingRow): Standing {
  return {
    id: u.id,
    verified: u.reviewStatus === 2,
    banned: u.status === 1,
    closed: u.status === 2,
    operator: u.roles.includes('operator'),
    operatorRoles: operatorRolesOf(u.roles),
    mutedUntil: u.mutedUntil && u.mutedUntil.getTime() > Date.now() ? u.mutedUntil : null,
    createdAt: u.createdAt,
    reviews: {
      merchant: reviewStatus(u.merchantReviewStatus),
      anchor: reviewStatus(u.anchorReviewStatus),
      musician: reviewStatus(u.musicianReviewStatus),
    },
  };
}

/** The operator roles held in a user's `roles`: `operator` is super, `op:<role>` the others. */
export function operatorRolesOf(roles: string[]): OperatorRole[] {
  return OPERATOR_ROLES.filter((r) => roles.includes(r === 'super' ? 'operator' : `op:${r}`));
}

/** The `roles` a user keeps when their operator roles become `next` (other roles untouched). */
export function withOperatorRoles(roles: string[], next: OperatorRole[]): string[] {
  const rest = roles.filter((r) => r !== 'operator' && !r.startsWith('op:'));
  return [
    ...rest,
    ...OPERATOR_ROLES.filter((r) => next.includes(r)).map((r) => (r === 'super' ? 'operator' : `op:${r}`)),
  ];
}
