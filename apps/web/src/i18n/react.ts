import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './index.ts';
import type { TFunction, Translator } from './core.ts';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const current = () => i18n.language;

/**
 * The translator for a component: it renders again when the language changes, and `t` is a new
 * function then (so memos that depend on it follow the language).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, current, current);
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
