import { i18n } from '../../../i18n/index.ts';

type Section = Record<string, unknown>;

/*
 * The mall's strings (a few hundred, five languages) load with the mall's chunks, not with the
 * first screen: they join i18next's `mall` section the first time a mall chunk needs them and
 * whenever the language changes. See docs/decisions/045-mall-web-chunks-and-strings.md.
 */
const loaders = import.meta.glob<{ default: Section }>('./*.json');
const loaded = new Set<string>();

export async function ensureMallLocale(language: string = i18n.language): Promise<void> {
  if (loaded.has(language)) return;
  const load = loaders[`./${language}.json`] ?? loaders['./zh-Hans.json'];
  if (!load) return;
  const mod = await load();
  i18n.addResourceBundle(language, 'translation', { mall: mod.default }, true, true);
  loaded.add(language);
}

let listening = false;

/** Wraps a chunk loader: the chunk resolves once the current language's mall strings are in. */
export function withMallLocale<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    if (!listening) {
      listening = true;
      i18n.on('languageChanged', (language: string) => void ensureMallLocale(language));
    }
    const [mod] = await Promise.all([load(), ensureMallLocale()]);
    return mod;
  };
}
