import type { Language } from '@dance/contracts';
import zhHans from './locales/zh-Hans.json';
import { loadAntdLocale } from './antd-locale.ts';
import { Translator } from './core.ts';
import { DEFAULT_LANGUAGE, useUserStore } from '../stores/user.ts';

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

const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
i18n.addMessages(DEFAULT_LANGUAGE, zhHans);
// The app's own strings of a language are in before it is switched to.
i18n.addLoader(async (language) => {
  if (i18n.hasMessages(language)) return;
  const load = loaders[`./locales/${language}.json`];
  if (load) i18n.addMessages(language, (await load()).default);
});

/** Switch the interface language: loads it, remembers it, and the request wrapper sends it. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadAntdLocale(language);
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
