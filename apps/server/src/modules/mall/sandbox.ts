import type { Language } from '@dance/contracts';
import { mall } from '@dance/contracts';
import { yuan } from '../../platform/money.ts';
import { hmacHex, sameSignature } from './signature.ts';
import { notifyText, type GatewayTxn, type NotifyBody } from './payments.ts';
import type { PaymentRow } from './rows.ts';

/** How long a cashier link stays valid. */
const CASHIER_TTL_S = 30 * 60;

const TEXT: Record<string, Record<Language, string>> = {
  title: {
    'zh-Hans': '沙箱收银台',
    'zh-Hant': '沙箱收銀台',
    en: 'Sandbox cashier',
    es: 'Caja de pruebas',
    fr: 'Caisse de test',
  },
  note: {
    'zh-Hans': '这是测试支付环境，不会产生真实扣款。',
    'zh-Hant': '這是測試支付環境，不會產生真實扣款。',
    en: 'This is a test payment environment: no real money moves.',
    es: 'Este es un entorno de pago de prueba: no se mueve dinero real.',
    fr: "Ceci est un environnement de paiement de test : aucun argent réel n'est débité.",
  },
  amount: { 'zh-Hans': '支付金额', 'zh-Hant': '支付金額', en: 'Amount', es: 'Importe', fr: 'Montant' },
  payment: {
    'zh-Hans': '支付单号',
    'zh-Hant': '支付單號',
    en: 'Payment no.',
    es: 'N.º de pago',
    fr: 'N° de paiement',
  },
  orders: { 'zh-Hans': '订单数', 'zh-Hant': '訂單數', en: 'Orders', es: 'Pedidos', fr: 'Commandes' },
  pay: { 'zh-Hans': '确认支付', 'zh-Hant': '確認支付', en: 'Pay', es: 'Pagar', fr: 'Payer' },
  fail: {
    'zh-Hans': '模拟支付失败',
    'zh-Hant': '模擬支付失敗',
    en: 'Simulate a failure',
    es: 'Simular un fallo',
    fr: 'Simuler un échec',
  },
  paid: {
    'zh-Hans': '支付成功，正在返回商户…',
    'zh-Hant': '支付成功，正在返回商戶…',
    en: 'Payment successful, returning to the shop…',
    es: 'Pago realizado, volviendo a la tienda…',
    fr: 'Paiement réussi, retour à la boutique…',
  },
  failed: {
    'zh-Hans': '支付失败，正在返回商户…',
    'zh-Hant': '支付失敗，正在返回商戶…',
    en: 'Payment failed, returning to the shop…',
    es: 'Pago fallido, volviendo a la tienda…',
    fr: 'Paiement échoué, retour à la boutique…',
  },
  back: {
    'zh-Hans': '返回商户',
    'zh-Hant': '返回商戶',
    en: 'Back to the shop',
    es: 'Volver a la tienda',
    fr: 'Retour à la boutique',
  },
  invalid: {
    'zh-Hans': '支付链接无效或已过期',
    'zh-Hant': '支付連結無效或已過期',
    en: 'This payment link is invalid or has expired',
    es: 'Este enlace de pago no es válido o ha caducado',
    fr: 'Ce lien de paiement est invalide ou a expiré',
  },
  closed: {
    'zh-Hans': '该支付单已支付或已关闭',
    'zh-Hant': '該支付單已支付或已關閉',
    en: 'This payment is already paid or closed',
    es: 'Este pago ya está pagado o cerrado',
    fr: 'Ce paiement est déjà réglé ou fermé',
  },
};

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Helvetica Neue",Arial,sans-serif;background:#f4f5f7;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;font-size:17px;margin-bottom:16px}
.brand i{display:inline-block;width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#1677ff,#00b578)}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.amount{font-size:34px;font-weight:700;text-align:center;margin:8px 0 16px}
.amount small{font-size:18px;margin-right:2px}
.row{display:flex;justify-content:space-between;font-size:14px;color:#646a73;padding:6px 0}
.note{font-size:12px;color:#8f959e;margin:14px 0 0;line-height:1.5}
form{margin:0}
button{display:block;width:100%;border:0;border-radius:22px;height:44px;font-size:16px;margin-top:14px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#fff;color:#ff3141;border:1px solid #ff3141}
.msg{text-align:center;font-size:16px;padding:24px 0}
a{color:#1677ff}`;

function page(lang: Language, body: string, refresh?: string): string {
  const t = (k: string) => TEXT[k]![lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? `<meta http-equiv="refresh" content="1;url=${esc(refresh)}">` : ''}
<title>${esc(t('title'))}</title><style>${STYLE}</style></head>
<body><main data-page="sandbox-cashier"><div class="brand"><i></i>${esc(t('title'))}</div>${body}</main></body></html>`;
}

export type NotifyDelivery = (body: NotifyBody) => Promise<boolean>;

/** The gateway's own books (on its side, in a real deployment): what it charged, per attempt. */
export interface SandboxBooks {
  record(t: { paymentId: number; txnId: string; amount: number; status: 'paid' | 'failed' }): Promise<void>;
  of(paymentId: number): Promise<GatewayTxn[]>;
}

/**
 * The sandbox payment gateway: a hosted cashier page on this server, books of its transactions,
 * an asynchronous notify signed with HMAC-SHA256 delivered to our own notify route over HTTP, and
 * a status query, exactly as a real gateway has. The first delivery is tried at once; when it is
 * not acknowledged, a durable job (`retry`) delivers it again with backoff, and the mall's
 * reconciliation job queries the gateway for attempts left pending. The notify handler does not
 * trust the page: it verifies the signature and the amount itself.
 */
export class SandboxGateway {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly key: string,
    private readonly deliver: () => NotifyDelivery,
    private readonly publicUrl: string | undefined,
    private readonly log: { warn: (o: object, m: string) => void },
    private readonly books: SandboxBooks,
    private readonly retry: (body: NotifyBody) => Promise<void>,
  ) {}

  private cashierSign(paymentId: number, amount: number, exp: number): string {
    return hmacHex(this.key, `cashier|${paymentId}|${amount}|${exp}`);
  }

  cashierUrl(p: PaymentRow): string {
    const exp = Math.floor(Date.now() / 1000) + CASHIER_TTL_S;
    const q = new URLSearchParams({
      payment_id: String(p.id),
      exp: String(exp),
      sign: this.cashierSign(p.id, p.amount, exp),
    });
    return `${this.publicUrl ?? ''}${mall.SANDBOX_CASHIER_PATH}?${q.toString()}`;
  }

  /** Whether a cashier link (payment id, expiry, signature) is genuine and unexpired. */
  validLink(p: PaymentRow | undefined, exp: number, sign: string): p is PaymentRow {
    if (!p || !Number.isSafeInteger(exp) || exp < Date.now() / 1000) return false;
    return sameSignature(this.cashierSign(p.id, p.amount, exp), sign);
  }

  /** The cashier of an attempt; one that can no longer be paid (`payable` false) says it is closed. */
  cashierPage(lang: Language, p: PaymentRow, payable: boolean, exp: number, sign: string): string {
    const t = (k: string) => TEXT[k]![lang];
    if (!payable) return this.closedPage(lang, p.id);
    const hidden = (result: string) =>
      `<input type="hidden" name="payment_id" value="${p.id}"><input type="hidden" name="exp" value="${exp}">` +
      `<input type="hidden" name="sign" value="${esc(sign)}"><input type="hidden" name="result" value="${result}">`;
    return page(
      lang,
      `<div class="card"><div class="amount"><small>¥</small>${yuan(p.amount)}</div>
<div class="row"><span>${esc(t('payment'))}</span><span>${p.id}</span></div>
<div class="row"><span>${esc(t('orders'))}</span><span>${p.orderIds.length}</span></div>
<form method="post" action="${mall.SANDBOX_CASHIER_PATH}">${hidden('paid')}<button class="pay" type="submit" data-action="pay">${esc(t('pay'))}</button></form>
<form method="post" action="${mall.SANDBOX_CASHIER_PATH}">${hidden('failed')}<button class="fail" type="submit" data-action="fail">${esc(t('fail'))}</button></form>
<p class="note">${esc(t('note'))}</p></div>`,
    );
  }

  closedPage(lang: Language, paymentId: number): string {
    return this.messagePage(lang, TEXT.closed![lang], paymentId);
  }

  invalidPage(lang: Language): string {
    return page(lang, `<div class="card msg">${esc(TEXT.invalid![lang])}</div>`);
  }

  returnUrl(paymentId: number): string {
    return `${this.publicUrl ?? ''}/#/pages/pay-success?payment_id=${paymentId}`;
  }

  messagePage(lang: Language, text: string, paymentId: number, refresh = false): string {
    const back = this.returnUrl(paymentId);
    return page(
      lang,
      `<div class="card msg"><p>${esc(text)}</p><a href="${esc(back)}" data-action="back">${esc(TEXT.back![lang])}</a></div>`,
      refresh ? back : undefined,
    );
  }

  /**
   * The buyer pressed Pay or Fail on an attempt the caller found payable: the gateway books the
   * transaction, answers the page and notifies the shop asynchronously.
   */
  async submit(lang: Language, p: PaymentRow, result: 'paid' | 'failed'): Promise<string> {
    // One gateway transaction per attempt and outcome: pressing Pay twice is one charge.
    const body: Omit<NotifyBody, 'sign'> = {
      payment_id: p.id,
      provider_txn_id: `sbx-${p.id}-${result}`,
      amount: yuan(p.amount),
      status: result,
      timestamp: Math.floor(Date.now() / 1000),
    };
    await this.books.record({
      paymentId: p.id,
      txnId: body.provider_txn_id,
      amount: p.amount,
      status: result,
    });
    this.send({ ...body, sign: hmacHex(this.key, notifyText(body)) });
    return this.messagePage(lang, TEXT[result]![lang], p.id, true);
  }

  /** Signs a notify as the gateway does (tests use it to replay and forge callbacks). */
  sign(body: Omit<NotifyBody, 'sign'>): NotifyBody {
    return { ...body, sign: hmacHex(this.key, notifyText(body)) };
  }

  /** The gateway's answer to a status query: its transactions of this attempt. */
  query(paymentId: number): Promise<GatewayTxn[]> {
    return this.books.of(paymentId);
  }

  /** Delivers a notify once; throws when it was not acknowledged (the retry job's handler). */
  async redeliver(body: NotifyBody): Promise<void> {
    if (!(await this.deliver()(body)))
      throw new Error(`notify of payment ${body.payment_id} not acknowledged`);
  }

  /** Tries the notify at once; if it is not acknowledged, hands it to the durable retry job. */
  private send(body: NotifyBody): void {
    const run = (async () => {
      try {
        if (await this.deliver()(body)) return;
      } catch (err) {
        this.log.warn({ err, payment: body.payment_id }, 'sandbox notify not delivered; retrying later');
      }
      try {
        await this.retry(body);
      } catch (err) {
        // Not even queued: the reconciliation job will still find the attempt and ask the gateway.
        this.log.warn({ err, payment: body.payment_id }, 'sandbox notify retry not queued');
      }
    })();
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  /** Resolves when every notify sent so far was delivered or queued for retry (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }
}
