import type { Language } from '@dance/contracts';
import zhCN from 'antd-mobile/es/locales/zh-CN';

type AntdLocale = typeof zhCN;

/** antd-mobile's own strings (pickers, dialogs, pull-to-refresh) follow the interface language. */
const loaders: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  'zh-Hans': async () => ({ default: zhCN }),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
};

const loaded: Partial<Record<Language, AntdLocale>> = { 'zh-Hans': zhCN };

export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= (await loaders[language]()).default;
}

/** The loaded locale of a language (Chinese until the chosen one has arrived). */
export function antdLocale(language: Language): AntdLocale {
  return loaded[language] ?? zhCN;
}
