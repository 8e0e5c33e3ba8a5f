import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { fail } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { CredentialsRepo } from './credentials.repo.ts';

export const SMS_TTL_S = 300;
export const SMS_INTERVAL_S = 60;
export const SMS_DAILY_MAX = 10;
export const SMS_IP_HOURLY_MAX = 30;
export const SMS_MAX_TRIES = 5;

const smsHash = (mobile: string, scene: string, code: string) =>
  createHash('sha256').update(`${mobile}:${scene}:${code}`).digest('hex');

/** Six-digit codes: sending (with per-IP, per-mobile and daily limits) and one-time checking. */
export class SmsCodes {
  constructor(
    private readonly p: Platform,
    private readonly repo: CredentialsRepo,
  ) {}

  async send(mobile: string, scene: string, ip: string): Promise<{ expire_in: number; interval: number }> {
    const { rates } = this.p;
    // The caller's address first: a refused flood from one address must not use up the
    // victim number's interval or daily quota.
    const perIp = await rates.hit(`sms:ip:${ip}`, 3600);
    if (perIp.count > SMS_IP_HOURLY_MAX) fail('RATE_LIMITED');
    const perMobile = await rates.hit(`sms:interval:${mobile}`, SMS_INTERVAL_S);
    if (perMobile.count > 1) fail('SMS_TOO_FREQUENT', { seconds: perMobile.resetIn || 1 });
    const day = new Date().toISOString().slice(0, 10);
    const perDay = await rates.hit(`sms:day:${mobile}:${day}`, 86_400);
    if (perDay.count > SMS_DAILY_MAX) fail('SMS_DAILY_LIMIT');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repo.insertSms(this.p.db, {
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
  async verify(mobile: string, scene: string, code: string): Promise<void> {
    const row = await this.repo.latestSms(this.p.db, mobile, scene);
    if (!row) fail('SMS_CODE_WRONG');
    const a = Buffer.from(row.codeHash, 'hex');
    const b = Buffer.from(smsHash(mobile, scene, code), 'hex');
    if (!timingSafeEqual(a, b)) {
      await this.repo.failSms(this.p.db, row.id, SMS_MAX_TRIES);
      fail('SMS_CODE_WRONG');
    }
    if (!(await this.repo.consumeSms(this.p.db, row.id))) fail('SMS_CODE_WRONG');
  }
}
