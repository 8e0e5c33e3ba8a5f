import { createHash, randomBytes } from 'node:crypto';

/** WeChat JS-SDK signature: SHA-1 of the four fields in this order, as WeChat documents it. */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const pageUrl = url.split('#')[0]!;
  const s = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`;
  return createHash('sha1').update(s).digest('hex');
}

export interface JsapiTicketProvider {
  readonly appId: string;
  ticket(): Promise<string>;
}

/**
 * Production provider: access token, then jsapi ticket, from WeChat's API, each cached until
 * shortly before it expires. Needs WECHAT_APP_ID and WECHAT_APP_SECRET.
 */
export class WechatTicketProvider implements JsapiTicketProvider {
  private cached: { ticket: string; until: number } | null = null;
  constructor(
    readonly appId: string,
    private readonly secret: string,
    private readonly api = 'https://api.weixin.qq.com',
  ) {}

  async ticket(): Promise<string> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.ticket;
    const tokenRes = await fetch(
      `${this.api}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(this.appId)}&secret=${encodeURIComponent(this.secret)}`,
      { signal: AbortSignal.timeout(5000) },
    );
    const token = (await tokenRes.json()) as { access_token?: string };
    if (!token.access_token) throw new Error('wechat access token unavailable');
    const ticketRes = await fetch(
      `${this.api}/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi`,
      {
        signal: AbortSignal.timeout(5000),
      },
    );
    const t = (await ticketRes.json()) as { ticket?: string; expires_in?: number };
    if (!t.ticket) throw new Error('wechat jsapi ticket unavailable');
    this.cached = { ticket: t.ticket, until: Date.now() + ((t.expires_in ?? 7200) - 300) * 1000 };
    return t.ticket;
  }
}

export function nonce(): string {
  return randomBytes(8).toString('hex');
}
