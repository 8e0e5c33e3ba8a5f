import { i18n } from '../../../i18n/index.ts';

type Section = Record<string, unknown>;

/*
 * The community's strings (a few hundred in five languages) load with its chunks, not with the
 * first screen: they join i18next's `community` section when a community chunk first loads and
 * whenever the language changes. This module itself is only imported by community chunks.
 */
const loaders = import.meta.glob<{ default: Section }>('./*.json');
const loaded = new Set<string>();

export async function ensureCommunityLocale(language: string = i18n.language): Promise<void> {
  if (loaded.has(language)) return;
  const load = loaders[`./${language}.json`] ?? loaders['./zh-Hans.json'];
  if (!load) return;
  const mod = await load();
  i18n.addResourceBundle(language, 'translation', { community: mod.default }, true, true);
  loaded.add(language);
}

i18n.on('languageChanged', (language: string) => void ensureCommunityLocale(language));
