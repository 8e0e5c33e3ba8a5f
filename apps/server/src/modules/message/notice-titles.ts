import type { Language } from '@dance/contracts';

type Said = Record<Language, string>;

/** The buyer's order notices, by lifecycle event. */
const ORDER: Record<string, Said> = {
  paid: {
    'zh-Hans': '订单支付成功',
    'zh-Hant': '訂單付款成功',
    en: 'Order paid',
    es: 'Pedido pagado',
    fr: 'Commande payée',
  },
  shipped: {
    'zh-Hans': '订单已发货',
    'zh-Hant': '訂單已出貨',
    en: 'Your order has shipped',
    es: 'Tu pedido ha sido enviado',
    fr: 'Votre commande a été expédiée',
  },
  verified: {
    'zh-Hans': '订单已核销',
    'zh-Hant': '訂單已核銷',
    en: 'Your order was redeemed',
    es: 'Tu pedido fue canjeado',
    fr: 'Votre commande a été utilisée',
  },
  received: {
    'zh-Hans': '订单已确认收货',
    'zh-Hant': '訂單已確認收貨',
    en: 'Order received',
    es: 'Pedido recibido',
    fr: 'Commande reçue',
  },
  cancelled: {
    'zh-Hans': '订单已取消',
    'zh-Hant': '訂單已取消',
    en: 'Order cancelled',
    es: 'Pedido cancelado',
    fr: 'Commande annulée',
  },
  refunded: {
    'zh-Hans': '退款已原路退回',
    'zh-Hant': '退款已原路退回',
    en: 'Your refund is on its way back',
    es: 'Tu reembolso está en camino',
    fr: 'Votre remboursement est en route',
  },
};

/** The shop's notices (for its owner and clerks), by lifecycle event. */
const SHOP: Record<string, Said> = {
  paid: {
    'zh-Hans': '新订单待处理',
    'zh-Hant': '新訂單待處理',
    en: 'New paid order to fulfil',
    es: 'Nuevo pedido pagado por preparar',
    fr: 'Nouvelle commande payée à préparer',
  },
  received: {
    'zh-Hans': '买家已确认收货',
    'zh-Hant': '買家已確認收貨',
    en: 'The buyer received the order',
    es: 'El comprador recibió el pedido',
    fr: "L'acheteur a reçu la commande",
  },
  refunded: {
    'zh-Hans': '订单已退款',
    'zh-Hant': '訂單已退款',
    en: 'An order was refunded',
    es: 'Se reembolsó un pedido',
    fr: 'Une commande a été remboursée',
  },
};

/** Activity reminders, by event. */
const ACTIVITY: Record<string, Said> = {
  tomorrow: {
    'zh-Hans': '你购票的活动 24 小时内开始',
    'zh-Hant': '你購票的活動 24 小時內開始',
    en: 'Your event starts within 24 hours',
    es: 'Tu evento empieza en menos de 24 horas',
    fr: 'Votre événement commence dans moins de 24 heures',
  },
};

/** The order events each side hears of (the rest would only be noise). */
export const BUYER_EVENTS: ReadonlySet<string> = new Set(Object.keys(ORDER));
export const SHOP_EVENTS: ReadonlySet<string> = new Set(Object.keys(SHOP));

/**
 * The headline of a notice in the reader's language: order and shop events from the lists above;
 * other kinds (system, activity and live reminders) carry their own `title` (and `title_<lang>`).
 */
export function noticeTitle(kind: string, data: Record<string, string | number>, lang: Language): string {
  const event = String(data.event ?? '');
  if (kind === 'order' && ORDER[event]) return ORDER[event][lang];
  if (kind === 'shop' && SHOP[event]) return SHOP[event][lang];
  if (kind === 'activity' && ACTIVITY[event]) return ACTIVITY[event][lang];
  const own = data[`title_${lang}`] ?? data.title;
  return own === undefined ? '' : String(own);
}
