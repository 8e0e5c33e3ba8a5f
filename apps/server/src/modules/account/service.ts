import { decodeCursor, page } from '../../platform/cursor.ts';
import { yuan } from '../../platform/money.ts';
import { createHmac } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import QRCode from 'qrcode';
import type { UserInfo } from '@dance/contracts/user';
import type { BodyOf, user as userContracts } from '@dance/contracts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import { fileFields, type UploadedFiles } from '../content/files.ts';
import type { InfoRow, UserRow, UsersRepo } from './users.repo.ts';
import type { CredentialsRepo } from './credentials.repo.ts';
import type { AddressesRepo } from './addresses.repo.ts';
import { checkIdCard, maskIdCard } from '@dance/contracts/id-card';
import { Bindings } from './bindings.ts';
import { SmsCodes } from './sms-codes.ts';
import { nicknameSearch, reviewStatus as rs, type UserDirectory } from './directory.ts';

export { SMS_DAILY_MAX, SMS_INTERVAL_S, SMS_IP_HOURLY_MAX, SMS_MAX_TRIES, SMS_TTL_S } from './sms-codes.ts';

const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(7)}` : '');
const INT4_MAX = 2_147_483_647;

/** The prohibited-word check of user-visible text (the community's word lists), as a port. */
export interface TextScreen {
  check(...texts: string[]): Promise<{ blocked: string[]; review: string[] }>;
}

/** Whether a report reason exists (the content module's list), as a port. */
export type ReportReasons = (id: number) => Promise<boolean>;

/**
 * A user's own account: SMS codes, login, password, profile, real name (and its review), reports,
 * bindings, account closing. Other modules never receive it: they get the directory, the wallet
 * and the address book.
 */
export class AccountService {
  private readonly codes: SmsCodes;
  private readonly bindings: Bindings;

  constructor(
    private readonly p: Platform,
    private readonly repos: { users: UsersRepo; credentials: CredentialsRepo; addresses: AddressesRepo },
    private readonly directory: UserDirectory,
    private readonly files: UploadedFiles,
    private readonly words: TextScreen,
    private readonly isReportReason: ReportReasons,
  ) {
    this.codes = new SmsCodes(p, repos.credentials);
    // A key of its own, so a binding assertion can never pass as another signed token.
    this.bindings = new Bindings(
      p.db,
      repos.credentials,
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
      user = await this.repos.users.userByMobile(this.p.db, body.mobile);
      if (!user) {
        const nickname = `舞者${body.mobile.slice(-4)}`;
        user = await this.repos.users.insertUser(this.p.db, {
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
      user = await this.repos.users.userByMobile(this.p.db, body.mobile);
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
    await this.repos.users.updateUser(this.p.db, userId, { passwordHash: await argonHash(body.password) });
    await this.p.tokens.revokeUser(userId, loginTokenId ?? undefined);
  }

  // ---------- profile ----------

  async mustUser(userId: number): Promise<UserRow> {
    const u = await this.repos.users.userById(this.p.db, userId);
    if (!u || u.status === 2) notFound('user');
    return u;
  }

  async userInfo(userId: number): Promise<UserInfo> {
    const u = await this.repos.users.infoById(userId);
    if (!u) notFound('user');
    return this.toInfo(u);
  }

  toInfo(u: InfoRow | UserRow): UserInfo {
    const verified = u.reviewStatus === 2 ? 1 : 0;
    const auth = authenticationOf(u);
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
      authentication_type: auth.type,
      authentication_type_ico: auth.ico,
      review_status: rs(u.reviewStatus),
      merchant_review_status: rs(u.merchantReviewStatus),
      musician_review_status: rs(u.musicianReviewStatus),
      anchor_review_status: rs(u.anchorReviewStatus),
      is_real_name_authentication: verified,
      is_anchor: u.anchorReviewStatus === 2 ? 1 : 0,
      is_operator: u.roles.includes('operator') ? 1 : 0,
      has_password: 'hasPassword' in u ? u.hasPassword : Boolean(u.passwordHash),
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
    const u = await this.repos.users.updateUser(this.p.db, userId, values);
    return this.toInfo(u!);
  }

  // ---------- real name ----------

  async submitRealName(userId: number, realName: string, idCardRaw: string) {
    const u = await this.mustUser(userId);
    if (u.reviewStatus === 1 || u.reviewStatus === 2) fail('ALREADY_VERIFIED');
    const idCard = idCardRaw.toUpperCase();
    const problem = checkIdCard(idCard);
    if (problem) fail('ID_CARD_INVALID', { reason: problem });
    const other = await this.repos.users.userByIdCard(this.p.db, idCard);
    if (other && other.id !== userId) fail('ID_CARD_TAKEN');
    const status = this.p.config.realnameAutoApprove ? 2 : 1;
    let row: UserRow | undefined;
    try {
      // Conditional on the state read above: of two submissions at once, one wins.
      row = await this.repos.users.submitRealName(this.p.db, userId, {
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

  async reviewRealName(operatorId: number, userId: number, approve: boolean, reason?: string): Promise<void> {
    await this.directory.requireOperator(operatorId, 'reviewer');
    await this.mustUser(userId);
    // Only a pending verification changes, once: a second operator's decision finds it decided.
    await this.p.db.transaction(async (tx) => {
      const done = await this.repos.users.decideRealName(tx, userId, {
        reviewStatus: approve ? 2 : 3,
        reviewReason: approve ? null : (reason ?? ''),
        // A rejected number is released so its owner can submit it again, correctly.
        ...(approve ? {} : { idCard: null }),
      });
      if (!done) fail('CONFLICT', { reason: 'not pending review' });
      await this.p.journal.record(tx, {
        operatorId,
        kind: 'realname',
        ref: String(userId),
        decision: approve ? 'approve' : 'refuse',
        reason: reason ?? '',
        before: { review_status: 'pending' },
        after: { review_status: approve ? 'approved' : 'refused' },
      });
    });
  }

  async pendingReviews(operatorId: number, cursor: string | undefined, limit: number) {
    await this.directory.requireOperator(operatorId, 'reviewer');
    const after = decodeCursor(cursor, ['id'])?.[0] ?? null;
    const rows = await this.repos.users.pendingReviews(this.p.db, after, limit + 1);
    const { list, next_cursor } = page(rows, limit, (u) => String(u.id));
    return {
      list: list.map((u) => ({
        user_id: u.id,
        nickname: u.nickname,
        real_name: u.realName ?? '',
        id_card: maskIdCard(u.idCard ?? ''),
        submitted_at: (u.reviewSubmittedAt ?? u.updatedAt).toISOString(),
      })),
      next_cursor,
    };
  }

  // ---------- sharing, reports ----------

  async qrCode(viewerId: number, userId: number | undefined, origin: string) {
    const u = await this.mustUser(userId ?? viewerId);
    const url = `${this.p.config.publicUrl ?? origin}/#/pages/my-space?user_id=${u.id}`;
    const image = await QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
    return { url, image };
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
      id: await this.repos.users.insertReport(this.p.db, {
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
      await this.repos.users.updateUser(tx, userId, {
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
      });
      await this.repos.credentials.deleteBindings(tx, userId);
      await this.repos.addresses.deleteAddresses(tx, userId);
    });
    await this.p.tokens.revokeUser(userId);
  }
}

/**
 * The badge a user shows beside their name: the highest authentication they hold. An anchor or a
 * musician was verified first, so their badge says more than the real-name one. The icons are
 * the web app's static files.
 */
export function authenticationOf(
  u: Pick<UserRow, 'reviewStatus' | 'anchorReviewStatus' | 'musicianReviewStatus'>,
): {
  type: 0 | 1 | 2 | 3;
  ico: string;
} {
  if (u.anchorReviewStatus === 2) return { type: 2, ico: '/icons/auth-anchor.svg' };
  if (u.musicianReviewStatus === 2) return { type: 3, ico: '/icons/auth-musician.svg' };
  if (u.reviewStatus === 2) return { type: 1, ico: '/icons/auth-verified.svg' };
  return { type: 0, ico: '' };
}
