import type { Language } from '@dance/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhHans from './locales/zh-Hans.json';
import { loadAntdLocale } from './antd-locale.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, useUserStore } from '../stores/user.ts';

export type Messages = typeof zhHans;

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

// Chinese ships with the first screen; the other languages load when chosen.
const loaders = import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/zh-Hans.json']);

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: zhHans } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function ensureLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = loaders[`./locales/${language}.json`];
  if (!load) return;
  const mod = await load();
  i18n.addResourceBundle(language, 'translation', mod.default, true, true);
}

/** Switch the interface language: loads it, remembers it, and the request wrapper sends it. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureLoaded(language), loadAntdLocale(language)]);
  await i18n.changeLanguage(language);
  useUserStore.getState().setLanguage(language);
  document.documentElement.lang = language;
}

/** Apply the remembered language before the first render. */
export async function initLanguage(): Promise<void> {
  const language = useUserStore.getState().language;
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language).catch(() => undefined);
}

export { i18n };
