import { LANGUAGES, type Language } from '@dance/contracts';
import { ERRORS, formatMessage, type ErrorName } from '@dance/contracts/errors';

const ALIASES: Record<string, Language> = {
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans': 'zh-Hans',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  'zh-hant': 'zh-Hant',
  en: 'en',
  es: 'es',
  fr: 'fr',
};

/** The request's language from `x-app-language` or `Accept-Language`; Chinese by default. */
export function pickLanguage(appLanguage: string | undefined, acceptLanguage: string | undefined): Language {
  const candidates = [appLanguage, ...(acceptLanguage ?? '').split(',').map((p) => p.split(';')[0])];
  for (const raw of candidates) {
    const tag = raw?.trim().toLowerCase();
    if (!tag) continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const alias = ALIASES[tag] ?? ALIASES[tag.split('-')[0] ?? ''];
    if (alias) return alias;
  }
  return 'zh-Hans';
}

export function message(
  name: ErrorName,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return formatMessage(ERRORS[name].msg[lang], params).trim();
}

/** Small per-language words used inside messages, e.g. the thing that was not found. */
const WORDS: Record<string, Record<Language, string>> = {
  user: { 'zh-Hans': '用户', 'zh-Hant': '用戶', en: 'User', es: 'Usuario', fr: 'Utilisateur' },
  address: { 'zh-Hans': '地址', 'zh-Hant': '地址', en: 'Address', es: 'Dirección', fr: 'Adresse' },
  article: { 'zh-Hans': '文章', 'zh-Hant': '文章', en: 'Article', es: 'Artículo', fr: 'Article' },
  region: { 'zh-Hans': '地区', 'zh-Hant': '地區', en: 'Region', es: 'Región', fr: 'Région' },
  category: { 'zh-Hans': '分类', 'zh-Hant': '分類', en: 'Category', es: 'Categoría', fr: 'Catégorie' },
  reason: { 'zh-Hans': '原因', 'zh-Hant': '原因', en: 'Reason', es: 'Motivo', fr: 'Motif' },
  binding: { 'zh-Hans': '绑定', 'zh-Hant': '綁定', en: 'Binding', es: 'Vinculación', fr: 'Liaison' },
  file: { 'zh-Hans': '文件', 'zh-Hant': '檔案', en: 'File', es: 'Archivo', fr: 'Fichier' },
};

export function word(key: string, lang: Language): string {
  return WORDS[key]?.[lang] ?? key;
}
