import { decodeCursor } from '../../platform/cursor.ts';
import { yuan } from '../../platform/money.ts';
import { createHmac } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { pinyin } from 'pinyin-pro';
import { hanTokens } from '../../platform/search-text.ts';
import QRCode from 'qrcode';
import type { Address, UserInfo } from '@dance/contracts/user';
import type { BodyOf, user as userContracts } from '@dance/contracts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type DbOrTx, type Tx } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import { AccountRepo, type UserRow } from './repo.ts';
import { checkIdCard, maskIdCard } from './id-card.ts';
import { AddressService } from './addresses.ts';
import { Bindings } from './bindings.ts';
import { SmsCodes } from './sms-codes.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

export { SMS_DAILY_MAX, SMS_INTERVAL_S, SMS_IP_HOURLY_MAX, SMS_MAX_TRIES, SMS_TTL_S } from './sms-codes.ts';

const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(7)}` : '');
const rs = (n: number) => (n === 1 || n === 2 || n === 3 ? n : 0) as 0 | 1 | 2 | 3;
const INT4_MAX = 2_147_483_647;

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

/** Why money or points moved: unique per (source_type, source_id, kind) in the ledger. */
export interface LedgerCause {
  sourceType: string;
  sourceId: number;
  kind: string;
  note?: string;
}

/** How long a user search page is kept (the same for every reader). */
const SEARCH_PAGE_MS = 2000;

export interface PublicProfile {
  id: number;
  nickname: string;
  avatar: string;
  signature: string;
  fansCount: number;
}

/** What other modules need to apply their rules to a user (posting limits, moderation). */
export interface Standing {
  id: number;
  verified: boolean;
  banned: boolean;
  closed: boolean;
  operator: boolean;
  createdAt: Date;
}

/** Changes of a user's public counters, applied in the caller's transaction. */
export interface CountDeltas {
  follow?: number;
  fans?: number;
  likes?: number;
  posts?: number;
}

/** Whether `viewerId` follows `userId`; provided by the community module once it is built. */
export type FollowCheck = (viewerId: number, userId: number) => Promise<boolean>;
/** The shops a user owns or clerks for (the merchant module provides it). */
export type ShopLookup = (
  userId: number,
) => Promise<{ id: number; name: string; logo: string; role: 'owner' | 'clerk' }[]>;

/** The prohibited-word check of user-visible text (the community's word lists), as a port. */
export interface TextScreen {
  check(...texts: string[]): Promise<{ blocked: string[]; review: string[] }>;
}

/** Whether a report reason exists (the content module's list), as a port. */
export type ReportReasons = (id: number) => Promise<boolean>;

/** Accounts: SMS codes, login, profile, real-name, addresses, bindings, account closing. */
export class AccountService {
  private readonly searchPages: TtlCache<string, Awaited<ReturnType<AccountService['searchUsersFresh']>>>;
  readonly repo: AccountRepo;
  private readonly codes: SmsCodes;
  private readonly addressBook: AddressService;
  private readonly bindings: Bindings;
  private followCheck: FollowCheck | null = null;
  private shopLookup: ShopLookup | null = null;

  constructor(
    private readonly p: Platform,
    private readonly files: UploadedFiles,
    private readonly words: TextScreen,
    private readonly isReportReason: ReportReasons,
  ) {
    this.searchPages = new TtlCache(p.config.env === 'test' ? 0 : SEARCH_PAGE_MS, 2000);
    this.repo = new AccountRepo(p.db);
    this.codes = new SmsCodes(p, this.repo);
    this.addressBook = new AddressService(p.db, this.repo);
    // A key of its own, so a binding assertion can never pass as another signed token.
    this.bindings = new Bindings(
      this.repo,
      createHmac('sha256', p.secret).update('binding/v1').digest('hex'),
    );
  }

  // ---------- SMS ----------

  /**
   * Login codes go to the number given; codes that guard an account (password, closing) go only to
   * the logged-in user's own number, which the client knows only masked.
   */
  async sendSms(
    viewerId: number | null,
    mobile: string | undefined,
    scene: string,
    ip: string,
  ): Promise<{ expire_in: number; interval: number }> {
    if (scene === 'login') {
      if (!mobile) invalid('mobile', 'required');
      return this.codes.send(mobile, scene, ip);
    }
    if (!viewerId) fail('NOT_LOGGED_IN');
    const own = (await this.mustUser(viewerId)).mobile;
    if (!own) invalid('mobile', 'no mobile number on this account');
    if (mobile && mobile !== own) invalid('mobile', 'must be your own number');
    return this.codes.send(own, scene, ip);
  }

  verifySms(mobile: string, scene: string, code: string): Promise<void> {
    return this.codes.verify(mobile, scene, code);
  }

  // ---------- login ----------

  async login(
    scenario: 'sms' | 'password',
    body: { mobile: string; code?: string; password?: string },
    ip: string,
  ): Promise<{ token: string; token_expired_at: number; user: UserInfo }> {
    let user: UserRow | undefined;
    if (scenario === 'sms') {
      if (!body.code) invalid('code', 'required');
      await this.verifySms(body.mobile, 'login', body.code);
      user = await this.repo.userByMobile(body.mobile);
      if (!user) {
        const nickname = `舞者${body.mobile.slice(-4)}`;
        user = await this.repo.insertUser({
          mobile: body.mobile,
          nickname,
          ...nicknameSearch(nickname),
        });
      }
    } else {
      if (!body.password) invalid('password', 'required');
      const throttle = await this.p.rates.hit(`login:pw:${body.mobile}`, 900);
      const throttleIp = await this.p.rates.hit(`login:pw-ip:${ip}`, 900);
      if (throttle.count > 10 || throttleIp.count > 50) fail('RATE_LIMITED');
      user = await this.repo.userByMobile(body.mobile);
      const ok = user?.passwordHash ? await argonVerify(user.passwordHash, body.password) : false;
      if (!ok) fail('LOGIN_FAILED');
    }
    if (!user || user.status !== 0) fail('ACCOUNT_DISABLED');
    const t = await this.p.tokens.issueLogin(user.id);
    return { token: t.token, token_expired_at: t.token_expired_at, user: this.toInfo(user) };
  }

  issueAccess(loginToken?: string) {
    return this.p.tokens.issueAccess(loginToken);
  }

  async logout(userId: number): Promise<void> {
    await this.p.tokens.revokeUser(userId);
  }

  /**
   * Changing a password needs the old one or an SMS code (scene `password`); setting the first
   * one needs the SMS code, so a borrowed session alone can not plant a password. Every other
   * session of the user ends; the current one stays.
   */
  async setPassword(
    userId: number,
    loginTokenId: number | null,
    body: { password: string; old_password?: string; code?: string },
  ): Promise<void> {
    const user = await this.mustUser(userId);
    if (user.passwordHash && body.old_password) {
      const throttle = await this.p.rates.hit(`password:old:${userId}`, 900);
      if (throttle.count > 10) fail('RATE_LIMITED');
      if (!(await argonVerify(user.passwordHash, body.old_password))) fail('PASSWORD_WRONG');
    } else if (body.code) {
      await this.verifySms(user.mobile ?? '', 'password', body.code);
    } else if (user.passwordHash) {
      invalid('old_password', 'old password or SMS code required');
    } else {
      invalid('code', 'an SMS code is required to set a password');
    }
    await this.repo.updateUser(userId, { passwordHash: await argonHash(body.password) });
    await this.p.tokens.revokeUser(userId, loginTokenId ?? undefined);
  }

  // ---------- profile ----------

  async mustUser(userId: number): Promise<UserRow> {
    const u = await this.repo.userById(userId);
    if (!u || u.status === 2) notFound('user');
    return u;
  }

  async userInfo(userId: number): Promise<UserInfo> {
    return this.toInfo(await this.mustUser(userId));
  }

  toInfo(u: UserRow): UserInfo {
    const verified = u.reviewStatus === 2 ? 1 : 0;
    return {
      id: u.id,
      user_id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      mobile: maskMobile(u.mobile),
      gender: u.gender,
      birthday: u.birthday,
      signature: u.signature,
      dance_styles: u.danceStyles,
      integral: u.integral,
      balance: yuan(u.balance),
      authentication_type: verified,
      authentication_type_ico: verified ? '/icons/verified.svg' : '',
      review_status: rs(u.reviewStatus),
      merchant_review_status: rs(u.merchantReviewStatus),
      musician_review_status: rs(u.musicianReviewStatus),
      anchor_review_status: rs(u.anchorReviewStatus),
      is_real_name_authentication: verified,
      is_anchor: u.anchorReviewStatus === 2 ? 1 : 0,
      is_operator: u.roles.includes('operator') ? 1 : 0,
      has_password: Boolean(u.passwordHash),
      follow_count: u.followCount,
      fans_count: u.fansCount,
      like_count: u.likeCount,
      post_count: u.postCount,
    };
  }

  async updateProfile(userId: number, body: BodyOf<typeof userContracts.updateUserInfo>): Promise<UserInfo> {
    await this.mustUser(userId);
    if (body.birthday) {
      const d = new Date(`${body.birthday}T00:00:00Z`);
      const year = new Date().getUTCFullYear();
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== body.birthday)
        invalid('birthday', 'not a real date');
      if (d.getUTCFullYear() < year - 150 || d.getUTCFullYear() > year + 150)
        invalid('birthday', `between ${year - 150} and ${year + 150}`);
    }
    if (body.avatar !== undefined)
      await this.files.assertOwned(userId, [{ field: 'avatar', url: body.avatar, kind: 'image' }]);
    // A nickname and a signature are shown to everyone: prohibited words are refused.
    const shown = [body.nickname, body.signature].filter((x): x is string => x !== undefined);
    if (shown.length) {
      const w = await this.words.check(...shown);
      if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    }
    const values: Partial<UserRow> = {};
    if (body.nickname !== undefined) {
      values.nickname = body.nickname;
      Object.assign(values, nicknameSearch(body.nickname));
    }
    if (body.avatar !== undefined) values.avatar = body.avatar;
    if (body.gender !== undefined) values.gender = body.gender;
    if (body.birthday !== undefined) values.birthday = body.birthday;
    if (body.signature !== undefined) values.signature = body.signature;
    if (body.dance_styles !== undefined) values.danceStyles = [...new Set(body.dance_styles)];
    const u = await this.repo.updateUser(userId, values);
    return this.toInfo(u!);
  }

  // ---------- real name ----------

  async submitRealName(userId: number, realName: string, idCardRaw: string) {
    const u = await this.mustUser(userId);
    if (u.reviewStatus === 1 || u.reviewStatus === 2) fail('ALREADY_VERIFIED');
    const idCard = idCardRaw.toUpperCase();
    const problem = checkIdCard(idCard);
    if (problem) fail('ID_CARD_INVALID', { reason: problem });
    const other = await this.repo.userByIdCard(idCard);
    if (other && other.id !== userId) fail('ID_CARD_TAKEN');
    const status = this.p.config.realnameAutoApprove ? 2 : 1;
    let row: UserRow | undefined;
    try {
      // Conditional on the state read above: of two submissions at once, one wins.
      row = await this.repo.submitRealName(userId, {
        realName,
        idCard,
        reviewStatus: status,
        reviewReason: null,
        reviewSubmittedAt: new Date(),
      });
    } catch (e) {
      if (isUniqueViolation(e)) fail('ID_CARD_TAKEN');
      throw e;
    }
    if (!row) fail('ALREADY_VERIFIED');
    return { review_status: rs(status), is_real_name_authentication: (status === 2 ? 1 : 0) as 0 | 1 };
  }

  async requireOperator(userId: number): Promise<void> {
    const u = await this.mustUser(userId);
    if (!u.roles.includes('operator')) fail('FORBIDDEN');
  }

  async reviewRealName(operatorId: number, userId: number, approve: boolean, reason?: string): Promise<void> {
    await this.requireOperator(operatorId);
    await this.mustUser(userId);
    // Only a pending verification changes, once: a second operator's decision finds it decided.
    const done = await this.repo.decideRealName(userId, {
      reviewStatus: approve ? 2 : 3,
      reviewReason: approve ? null : (reason ?? ''),
      // A rejected number is released so its owner can submit it again, correctly.
      ...(approve ? {} : { idCard: null }),
    });
    if (!done) fail('CONFLICT', { reason: 'not pending review' });
  }

  async pendingReviews(operatorId: number, cursor: string | undefined, limit: number) {
    await this.requireOperator(operatorId);
    const after = decodeCursor(cursor, ['id'])?.[0] ?? null;
    const rows = await this.repo.pendingReviews(after, limit + 1);
    const page = rows.slice(0, limit);
    return {
      list: page.map((u) => ({
        user_id: u.id,
        nickname: u.nickname,
        real_name: u.realName ?? '',
        id_card: maskIdCard(u.idCard ?? ''),
        submitted_at: (u.reviewSubmittedAt ?? u.updatedAt).toISOString(),
      })),
      next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
    };
  }

  // ---------- addresses ----------

  addresses(userId: number): Promise<Address[]> {
    return this.addressBook.list(userId);
  }

  address(userId: number, id: number): Promise<Address> {
    return this.addressBook.get(userId, id);
  }

  saveAddress(userId: number, body: BodyOf<typeof userContracts.addressSave>): Promise<Address> {
    return this.addressBook.save(userId, body);
  }

  destroyAddress(userId: number, id: number): Promise<void> {
    return this.addressBook.destroy(userId, id);
  }

  // ---------- search, profiles ----------

  async searchUsers(keyword: string, cursor: string | undefined, limit: number) {
    const parts = decodeCursor(cursor, ['int', 'id']);
    const after: [number, number] | null = parts ? [parts[0]!, parts[1]!] : null;
    // The page is the same for every reader (no viewer in it): kept 2 s, as visitors' feed pages.
    return this.searchPages.get(`${keyword}\u0000${cursor ?? ''}\u0000${limit}`, () =>
      this.searchUsersFresh(keyword, after, limit),
    );
  }

  private async searchUsersFresh(keyword: string, after: [number, number] | null, limit: number) {
    const rows = await this.repo.searchUsers(keyword, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      list: page.map((u) => ({
        id: u.id,
        nickname: u.nickname,
        avatar: u.avatar,
        signature: u.signature,
        fans_count: u.fansCount,
      })),
      next_cursor: rows.length > limit && last ? `${last.fansCount}_${last.id}` : null,
    };
  }

  async forumProfile(viewerId: number | null, userId: number | undefined) {
    const id = userId ?? viewerId;
    if (!id) fail('NOT_LOGGED_IN');
    const u = await this.mustUser(id);
    return {
      id: u.id,
      nickname: u.nickname,
      avatar: u.avatar,
      signature: u.signature,
      gender: u.gender,
      dance_styles: u.danceStyles,
      is_real_name_authentication: (u.reviewStatus === 2 ? 1 : 0) as 0 | 1,
      is_anchor: (u.anchorReviewStatus === 2 ? 1 : 0) as 0 | 1,
      follow_count: u.followCount,
      fans_count: u.fansCount,
      like_count: u.likeCount,
      post_count: u.postCount,
      is_self: viewerId === u.id,
      is_followed:
        viewerId !== null && viewerId !== u.id && this.followCheck
          ? await this.followCheck(viewerId, u.id)
          : false,
    };
  }

  /** app.ts hands in the community's follow check, so account never imports community. */
  useFollowCheck(check: FollowCheck): void {
    this.followCheck = check;
  }

  async qrCode(viewerId: number, userId: number | undefined, origin: string) {
    const u = await this.mustUser(userId ?? viewerId);
    const url = `${this.p.config.publicUrl ?? origin}/#/pages/my-space?user_id=${u.id}`;
    const image = await QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
    return { url, image };
  }

  async mchInfo(userId: number) {
    const u = await this.mustUser(userId);
    // The first shop: the user's own, or the one they clerk for.
    const shop = (await this.shopLookup?.(userId))?.find((s) => s.id > 0) ?? null;
    return {
      merchant_review_status: rs(u.merchantReviewStatus),
      mch: shop ? { id: shop.id, name: shop.name, logo: shop.logo, role: shop.role } : null,
    };
  }

  /** app.ts hands in the merchant module's shop lookup, so account never imports merchant. */
  useShopLookup(lookup: ShopLookup): void {
    this.shopLookup = lookup;
  }

  async reportUser(
    reporterId: number,
    body: { user_id: number; reason_id: number; content: string; images: string[] },
  ) {
    if (body.user_id === reporterId) invalid('user_id', 'cannot report yourself');
    if (body.reason_id > INT4_MAX || !(await this.isReportReason(body.reason_id)))
      invalid('reason_id', 'unknown reason');
    await this.files.assertOwned(reporterId, fileFields('images', body.images, 'image'));
    await this.mustUser(body.user_id);
    return {
      id: await this.repo.insertReport({
        reporterId,
        userId: body.user_id,
        reasonId: body.reason_id,
        content: body.content,
        images: body.images,
      }),
    };
  }

  // ---------- third-party bindings ----------

  /** Local provider: signs an assertion the way the platform's SDK callback would. */
  signAssertion(platform: string, openId: string, nickname: string, ttlSeconds = 300): string {
    return this.bindings.sign(platform, openId, nickname, ttlSeconds);
  }

  bindList(userId: number) {
    return this.bindings.list(userId);
  }

  bind(userId: number, platform: string, assertion: string): Promise<void> {
    return this.bindings.bind(userId, platform, assertion);
  }

  unbind(userId: number, platform: string): Promise<void> {
    return this.bindings.unbind(userId, platform);
  }

  // ---------- closing ----------

  async destroy(userId: number, code: string): Promise<void> {
    const u = await this.mustUser(userId);
    await this.verifySms(u.mobile ?? '', 'destroy', code);
    await this.p.db.transaction(async (tx) => {
      await this.repo.updateUser(
        userId,
        {
          status: 2,
          mobile: null,
          passwordHash: null,
          nickname: '已注销用户',
          nicknamePinyin: '',
          searchTokens: [],
          avatar: '',
          signature: '',
          gender: 0,
          birthday: null,
          danceStyles: [],
          realName: null,
          idCard: null,
          // A pending verification of a closed account leaves the operators' queue.
          reviewStatus: 0,
          reviewReason: null,
          reviewSubmittedAt: null,
        },
        tx,
      );
      await this.repo.deleteBindings(userId, tx);
      await this.repo.deleteAddresses(userId, tx);
    });
    await this.p.tokens.revokeUser(userId);
  }

  /** For other modules: names and avatars of many users in one query. */
  async profiles(ids: number[]): Promise<Map<number, PublicProfile>> {
    const rows = await this.repo.profilesByIds([...new Set(ids)]);
    return new Map(rows.map((u) => [u.id, u]));
  }

  /** For other modules: verified, banned, operator and age of an account; null when unknown. */
  async standing(userId: number, tx?: DbOrTx): Promise<Standing | null> {
    const u = await this.repo.userById(userId, tx);
    if (!u) return null;
    return {
      id: u.id,
      verified: u.reviewStatus === 2,
      banned: u.status === 1,
      closed: u.status === 2,
      operator: u.roles.includes('operator'),
      createdAt: u.createdAt,
    };
  }

  /**
   * For other modules: moves a user's public counters by the given amounts inside the caller's
   * transaction, so a like and the author's like count commit together. Never below zero.
   */
  async adjustCounts(tx: DbOrTx, userId: number, d: CountDeltas): Promise<void> {
    if (!d.follow && !d.fans && !d.likes && !d.posts) return;
    await this.repo.adjustCounts(tx, userId, d);
  }

  /** An operator's ban: the account can no longer log in and every session ends. */
  async ban(userId: number, tx?: DbOrTx): Promise<void> {
    await this.repo.setStatus(userId, 1, 0, tx);
    await this.p.tokens.revokeUser(userId);
  }

  // ---------- balance ledger and points (for other modules, inside their transaction) ----------

  /**
   * Debits `amountFen` from the user's balance inside the caller's transaction: a conditional
   * update that never goes below zero, plus one `balance_log` row under its unique cause. Returns
   * the balance after it, or null when the balance is not enough (nothing written). A cause seen
   * before is a unique violation that aborts the caller's transaction.
   */
  async debitBalance(tx: Tx, userId: number, amountFen: number, cause: LedgerCause): Promise<number | null> {
    return this.moveBalance(tx, userId, -amountFen, cause);
  }

  /** Credits `amountFen` to the user's balance inside the caller's transaction (one ledger row). */
  async creditBalance(tx: Tx, userId: number, amountFen: number, cause: LedgerCause): Promise<number> {
    const after = await this.moveBalance(tx, userId, amountFen, cause);
    if (after === null) notFound('user');
    return after;
  }

  private async moveBalance(tx: Tx, userId: number, delta: number, cause: LedgerCause) {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`bad balance change ${delta}`);
    return this.repo.moveBalance(tx, userId, delta, { ...cause, note: cause.note ?? '' });
  }

  /**
   * Moves the user's points by `delta` inside the caller's transaction; never below zero. Only the
   * points module calls this, and always together with its own `integral_log` row (decision 030).
   * Returns the points after it, or null when a debit is more than the user has.
   */
  moveIntegral(tx: Tx, userId: number, delta: number): Promise<number | null> {
    if (!Number.isSafeInteger(delta) || delta === 0) throw new Error(`bad points change ${delta}`);
    return this.repo.moveIntegral(tx, userId, delta);
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
    const known = await this.repo.userByMobile(v.mobile);
    if (known) return { id: known.id, created: false };
    const approved = new Set(v.approved ?? []);
    const u = await this.repo.insertUser({
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

  /** The current balance (fen) and points, for payment pages. */
  async wallet(userId: number): Promise<{ balance: number; integral: number }> {
    const u = await this.mustUser(userId);
    return { balance: u.balance, integral: u.integral };
  }
}
