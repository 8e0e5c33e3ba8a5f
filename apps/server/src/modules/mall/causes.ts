import type { Language } from '@dance/contracts';
import { notFound } from '../../platform/errors.ts';

type Named = { id: number; name: Record<Language, string> };

const n = (zh: string, hant: string, en: string, es: string, fr: string) => ({
  'zh-Hans': zh,
  'zh-Hant': hant,
  en,
  es,
  fr,
});

/** Why a buyer cancels (unpaid) or asks to cancel (paid): stored in the request's language. */
export const CANCEL_CAUSES: Named[] = [
  { id: 1, name: n('不想要了', '不想要了', 'I no longer want it', 'Ya no lo quiero', "Je n'en veux plus") },
  {
    id: 2,
    name: n(
      '拍错了/多拍了',
      '拍錯了/多拍了',
      'Ordered the wrong item or too many',
      'Pedí el artículo equivocado o demasiados',
      'Mauvais article ou trop commandé',
    ),
  },
  { id: 3, name: n('地址填错了', '地址填錯了', 'Wrong address', 'Dirección equivocada', 'Mauvaise adresse') },
  {
    id: 4,
    name: n(
      '商家缺货',
      '商家缺貨',
      'Out of stock at the shop',
      'Sin existencias en la tienda',
      'En rupture chez le vendeur',
    ),
  },
  { id: 5, name: n('其他原因', '其他原因', 'Other', 'Otro motivo', 'Autre raison') },
];

/** Why a buyer opens an after-sale. */
export const AFTER_SALE_REASONS: Named[] = [
  { id: 1, name: n('尺码不合适', '尺碼不合適', 'Wrong size', 'Talla incorrecta', 'Mauvaise taille') },
  { id: 2, name: n('质量问题', '品質問題', 'Quality problem', 'Problema de calidad', 'Problème de qualité') },
  {
    id: 3,
    name: n(
      '与描述不符',
      '與描述不符',
      'Not as described',
      'No coincide con la descripción',
      'Non conforme à la description',
    ),
  },
  { id: 4, name: n('少件/漏发', '少件/漏發', 'Missing parts', 'Faltan piezas', 'Pièces manquantes') },
  { id: 5, name: n('不想要了', '不想要了', 'I no longer want it', 'Ya no lo quiero', "Je n'en veux plus") },
  { id: 6, name: n('其他原因', '其他原因', 'Other', 'Otro motivo', 'Autre raison') },
];

export function causeList(list: Named[], lang: Language) {
  return { list: list.map((c) => ({ id: c.id, name: c.name[lang] })) };
}

export function causeName(list: Named[], id: number, lang: Language): string {
  const c = list.find((x) => x.id === id);
  if (!c) notFound('reason');
  return c.name[lang];
}

/** Courier names in every language; orders store only the code. */
export const EXPRESS_NAMES: Record<string, Record<Language, string>> = {
  SF: n('顺丰速运', '順豐速運', 'SF Express', 'SF Express', 'SF Express'),
  ZTO: n('中通快递', '中通快遞', 'ZTO Express', 'ZTO Express', 'ZTO Express'),
  YTO: n('圆通速递', '圓通速遞', 'YTO Express', 'YTO Express', 'YTO Express'),
  STO: n('申通快递', '申通快遞', 'STO Express', 'STO Express', 'STO Express'),
  YD: n('韵达快递', '韻達快遞', 'Yunda Express', 'Yunda Express', 'Yunda Express'),
  JD: n('京东物流', '京東物流', 'JD Logistics', 'JD Logistics', 'JD Logistics'),
  EMS: n('EMS', 'EMS', 'EMS (China Post)', 'EMS (Correos de China)', 'EMS (Poste chinoise)'),
};

export function expressName(code: string, lang: Language): string {
  return EXPRESS_NAMES[code]?.[lang] ?? code;
}

/** The couriers a merchant picks from, named in the request's language. */
export function expressCompanies(lang: Language) {
  return { list: Object.keys(EXPRESS_NAMES).map((code) => ({ code, name: expressName(code, lang) })) };
}

/** An order answer with its courier named in the request's language. */
export function withExpressName<T extends { express: { company: string; company_name: string } | null }>(
  order: T,
  lang: Language,
): T {
  return order.express
    ? { ...order, express: { ...order.express, company_name: expressName(order.express.company, lang) } }
    : order;
}
