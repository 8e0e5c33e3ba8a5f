import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The live pages' strings load with their chunks (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('live', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureLiveLocale = locale.ensure;
export const withLiveLocale = locale.withLocale;
