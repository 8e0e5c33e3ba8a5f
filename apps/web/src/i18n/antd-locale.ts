import type { Language } from '@dance/contracts';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';

type AntdLocale = typeof zhCN;

/** antd-mobile's own strings (pickers, dialogs, pull-to-refresh) follow the interface language. */
export const ANTD_LOCALES: Record<Language, AntdLocale> = {
  'zh-Hans': zhCN,
  'zh-Hant': zhTW,
  en: enUS,
  es: esES,
  fr: frFR,
};
