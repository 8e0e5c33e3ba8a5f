import { i18n } from './index.ts';

type Section = Record<string, unknown>;
type Loaders = Record<string, () => Promise<{ default: Section }>>;

/**
 * A feature's strings (a few hundred in five languages) load with its chunks, not with the first
 * screen: they join the translator's `<section>` section the first time the feature needs them,
 * and, from then on, before every change of language. `loaders` is the feature's
 * `import.meta.glob('./*.json')`.
 */
export function featureLocale(section: string, loaders: Loaders) {
  const loaded = new Set<string>();
  let registered = false;

  async function ensure(language: string = i18n.language): Promise<void> {
    if (!registered) {
      registered = true;
      i18n.addLoader((lang) => ensure(lang));
    }
    if (loaded.has(language)) return;
    const load = loaders[`./${language}.json`] ?? loaders['./zh-Hans.json'];
    if (!load) return;
    const mod = await load();
    i18n.addMessages(language, { [section]: mod.default });
    loaded.add(language);
  }

  /** Wraps a chunk loader: the chunk resolves once the current language's strings are in. */
  function withLocale<T>(load: () => Promise<T>): () => Promise<T> {
    return async () => {
      const [mod] = await Promise.all([load(), ensure()]);
      return mod;
    };
  }

  return { ensure, withLocale };
}
