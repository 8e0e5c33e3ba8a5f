import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { pinyin } from 'pinyin-pro';
import QRCode from 'qrcode';
import type { Address, UserInfo } from '@dance/contracts/user';
import type { BodyOf, user as userContracts } from '@dance/contracts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Platform } from '../../platform/platform.ts';
import { AccountRepo, type AddressRow, type UserRow } from './repo.ts';
import { checkIdCard, maskIdCard } from './id-card.ts';
import { regionChainValid, regionName } from './regions.ts';

export const SMS_TTL_S = 300;
export const SMS_INTERVAL_S = 60;
export const SMS_DAILY_MAX = 10;
export const SMS_IP_HOURLY_MAX = 30;
export const SMS_MAX_TRIES = 5;

const fen = (n: number) => (n / 100).toFixed(2);
const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(7)}` : '');
const smsHash = (mobile: string, scene: string, code: string) =>
  createHash('sha256').update(`${mobile}:${scene}:${code}`).digest('hex');
const rs = (n: number) => (n === 1 || n === 2 || n === 3 ? n : 0) as 0 | 1 | 2 | 3;

export function nicknamePinyin(nickname: string): string {
  const full = pinyin(nickname, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  const initials = pinyin(nickname, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  return `${full} ${initials}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface PublicProfile {
  id: number;
  nickname: string;
  avatar: string;
}

/** Accounts: SMS codes, login, profile, real-name, addresses, bindings, account closing. */
export class AccountService {
  readonly repo: AccountRepo;
  private readonly bindSecret: string;

  constructor(private readonly p: Platform) {
    this.repo = new AccountRepo(p.db);
    this.bindSecret = p.config.tokenSecret ?? 'local-binding-provider';
  }

  // ---------- SMS ----------

  async sendSms(mobile: string, scene: string, ip: string): Promise<{ expire_in: number; interval: number }> {
    const { rates } = this.p;
    const perMobile = await rates.hit(`sms:interval:${mobile}`, SMS_INTERVAL_S);
    if (perMobile.count > 1) fail('SMS_TOO_FREQUENT', { seconds: perMobile.resetIn || 1 });
    const perIp = await rates.hit(`sms:ip:${ip}`, 3600);
    if (perIp.count > SMS_IP_HOURLY_MAX) fail('RATE_LIMITED');
    const day = new Date().toISOString().slice(0, 10);
    const perDay = await rates.hit(`sms:day:${mobile}:${day}`, 86_400);
    if (perDay.count > SMS_DAILY_MAX) fail('SMS_DAILY_LIMIT');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repo.insertSms({
      mobile,
      scene,
      ip,
      codeHash: smsHash(mobile, scene, code),
      expiresAt: new Date(Date.now() + SMS_TTL_S * 1000),
    });
    await this.p.sms.send(mobile, code, scene);
    return { expire_in: SMS_TTL_S, interval: SMS_INTERVAL_S };
  }

  /** Checks and uses a code; 5 wrong tries burn it. */
  async verifySms(mobile: string, scene: string, code: string): Promise<void> {
    const row = await this.repo.latestSms(mobile, scene);
    if (!row) fail('SMS_CODE_WRONG');
    const a = Buffer.from(row.codeHash, 'hex');
    const b = Buffer.from(smsHash(mobile, scene, code), 'hex');
    if (!timingSafeEqual(a, b)) {
      await this.repo.failSms(row.id, SMS_MAX_TRIES);
      fail('SMS_CODE_WRONG');
    }
    if (!(await this.repo.consumeSms(row.id))) fail('SMS_CODE_WRONG');
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
        user = await this.repo.insertUser({ mobile: body.mobile, nickname, nicknamePinyin: nicknamePinyin(nickname) });
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

  async setPassword(
    userId: number,
    loginTokenId: number | null,
    body: { password: string; old_password?: string; code?: string },
  ): Promise<void> {
    const user = await this.mustUser(userId);
    if (user.passwordHash) {
      if (body.old_password) {
        if (!(await argonVerify(user.passwordHash, body.old_password))) fail('PASSWORD_WRONG');
      } else if (body.code) {
        await this.verifySms(user.mobile ?? '', 'password', body.code);
      } else invalid('old_password', 'old password or SMS code required');
    } else if (body.code) {
      await this.verifySms(user.mobile ?? '', 'password', body.code);
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
      balance: fen(u.balance),
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
      if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== body.birthday) invalid('birthday', 'not a real date');
      if (d.getUTCFullYear() < year - 150 || d.getUTCFullYear() > year + 150) invalid('birthday', `between ${year - 150} and ${year + 150}`);
    }
    if (body.avatar && !/^(\/uploads\/|https?:\/\/)/.test(body.avatar)) invalid('avatar', 'must be an uploaded file URL');
    const values: Partial<UserRow> = {};
    if (body.nickname !== undefined) {
      values.nickname = body.nickname;
      values.nicknamePinyin = nicknamePinyin(body.nickname);
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
    try {
      await this.repo.updateUser(userId, {
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
    return { review_status: rs(status), is_real_name_authentication: (status === 2 ? 1 : 0) as 0 | 1 };
  }

  async requireOperator(userId: number): Promise<void> {
    const u = await this.mustUser(userId);
    if (!u.roles.includes('operator')) fail('FORBIDDEN');
  }

  async reviewRealName(operatorId: number, userId: number, approve: boolean, reason?: string): Promise<void> {
    await this.requireOperator(operatorId);
    const u = await this.mustUser(userId);
    if (u.reviewStatus !== 1) fail('CONFLICT', { reason: 'not pending review' });
    await this.repo.updateUser(userId, {
      reviewStatus: approve ? 2 : 3,
      reviewReason: approve ? null : (reason ?? ''),
      // A rejected number is released so its owner can submit it again, correctly.
      ...(approve ? {} : { idCard: null }),
    });
  }

  async pendingReviews(operatorId: number, cursor: string | undefined, limit: number) {
    await this.requireOperator(operatorId);
    const after = cursor && /^\d+$/.test(cursor) ? Number(cursor) : null;
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

  toAddress(a: AddressRow): Address {
    return {
      id: a.id,
      name: a.name,
      mobile: a.mobile,
      province_id: a.provinceId,
      city_id: a.cityId,
      district_id: a.districtId,
      province: regionName(a.provinceId),
      city: regionName(a.cityId),
      district: regionName(a.districtId),
      detail: a.detail,
      is_default: a.isDefault === 1 ? 1 : 0,
    };
  }

  async addresses(userId: number): Promise<Address[]> {
    return (await this.repo.addresses(userId)).map((a) => this.toAddress(a));
  }

  async address(userId: number, id: number): Promise<Address> {
    const a = await this.repo.addressOf(userId, id);
    if (!a) notFound('address');
    return this.toAddress(a);
  }

  async saveAddress(userId: number, body: BodyOf<typeof userContracts.addressSave>): Promise<Address> {
    if (!regionChainValid(body.province_id, body.city_id, body.district_id)) invalid('district_id', 'not a district of that city and province');
    if (body.id) {
      if (!(await this.repo.addressOf(userId, body.id))) notFound('address');
    } else if ((await this.repo.countAddresses(userId)) >= 20) {
      fail('CONFLICT', { reason: 'at most 20 addresses' });
    }
    const first = !body.id && (await this.repo.countAddresses(userId)) === 0;
    const row = await this.repo.saveAddress(userId, body.id, {
      name: body.name,
      mobile: body.mobile,
      provinceId: body.province_id,
      cityId: body.city_id,
      districtId: body.district_id,
      detail: body.detail,
      isDefault: first ? 1 : body.is_default,
    });
    if (!row) notFound('address');
    return this.toAddress(row);
  }

  async destroyAddress(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteAddress(userId, id))) notFound('address');
  }

  // ---------- search, profiles ----------

  async searchUsers(keyword: string, cursor: string | undefined, limit: number) {
    let after: [number, number] | null = null;
    if (cursor) {
      const m = /^(\d+)_(\d+)$/.exec(cursor);
      if (!m) invalid('cursor', 'malformed');
      after = [Number(m[1]), Number(m[2])];
    }
    const rows = await this.repo.searchUsers(keyword, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      list: page.map((u) => ({ id: u.id, nickname: u.nickname, avatar: u.avatar, signature: u.signature, fans_count: u.fansCount })),
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
      // Follows arrive with the community module; until then nobody follows anybody.
      is_followed: false,
    };
  }

  async qrCode(viewerId: number, userId: number | undefined, origin: string) {
    const u = await this.mustUser(userId ?? viewerId);
    const url = `${this.p.config.publicUrl ?? origin}/#/pages/my-space?user_id=${u.id}`;
    const image = await QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' });
    return { url, image };
  }

  async mchInfo(userId: number) {
    const u = await this.mustUser(userId);
    return { merchant_review_status: rs(u.merchantReviewStatus), mch: null };
  }

  async reportUser(reporterId: number, body: { user_id: number; reason_id: number; content: string; images: string[] }) {
    if (body.user_id === reporterId) invalid('user_id', 'cannot report yourself');
    await this.mustUser(body.user_id);
    return { id: await this.repo.insertReport({ reporterId, userId: body.user_id, reasonId: body.reason_id, content: body.content, images: body.images }) };
  }

  // ---------- third-party bindings ----------

  /** Local provider: an assertion is base64url(JSON {platform, open_id, nickname, exp}) + "." + HMAC. */
  signAssertion(platform: string, openId: string, nickname: string, ttlSeconds = 300): string {
    const payload = Buffer.from(JSON.stringify({ platform, open_id: openId, nickname, exp: Math.floor(Date.now() / 1000) + ttlSeconds })).toString('base64url');
    return `${payload}.${createHmac('sha256', this.bindSecret).update(payload).digest('base64url')}`;
  }

  private readAssertion(platform: string, assertion: string): { openId: string; nickname: string } {
    const [payload, sig] = assertion.split('.');
    if (!payload || !sig) fail('BIND_INVALID');
    const want = createHmac('sha256', this.bindSecret).update(payload).digest();
    const got = Buffer.from(sig, 'base64url');
    if (got.length !== want.length || !timingSafeEqual(got, want)) fail('BIND_INVALID');
    let data: { platform?: string; open_id?: string; nickname?: string; exp?: number };
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      fail('BIND_INVALID');
    }
    if (data.platform !== platform || !data.open_id || !data.exp || data.exp < Date.now() / 1000) fail('BIND_INVALID');
    return { openId: String(data.open_id), nickname: String(data.nickname ?? '') };
  }

  async bindList(userId: number) {
    const rows = await this.repo.bindings(userId);
    const by = new Map(rows.map((r) => [r.platform, r]));
    const platforms = ['wechat', 'qq', 'weibo', 'apple'] as const;
    return {
      list: platforms.map((platform) => {
        const r = by.get(platform);
        return { platform, nickname: r?.nickname ?? '', bound: Boolean(r), bound_at: r ? r.createdAt.toISOString() : null };
      }),
    };
  }

  async bind(userId: number, platform: string, assertion: string): Promise<void> {
    const { openId, nickname } = this.readAssertion(platform, assertion);
    const taken = await this.repo.bindingByOpenId(platform, openId);
    if (taken && taken.userId !== userId) fail('CONFLICT', { reason: 'bound to another account' });
    if (taken) return;
    try {
      await this.repo.bind(userId, platform, openId, nickname);
    } catch (e) {
      if (isUniqueViolation(e)) fail('CONFLICT', { reason: 'already bound' });
      throw e;
    }
  }

  async unbind(userId: number, platform: string): Promise<void> {
    if (!(await this.repo.unbind(userId, platform))) notFound('binding');
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
          avatar: '',
          signature: '',
          gender: 0,
          birthday: null,
          danceStyles: [],
          realName: null,
          idCard: null,
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
    const rows = await this.repo.usersByIds([...new Set(ids)]);
    return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar }]));
  }
}
