/** The curating page's tabs, in their order (`/ops/curate?tab=`). */
export const CURATE_TABS = ['words', 'reasons', 'adverts', 'articles', 'pins'] as const;
export type CurateTab = (typeof CURATE_TABS)[number];

/** The four other interface languages of reason names and article translations. */
export const OTHER_LANGS = ['zh-Hant', 'en', 'es', 'fr'] as const;
export type OtherLang = (typeof OTHER_LANGS)[number];
