import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The points' strings load with their chunks (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('points', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensurePointsLocale = locale.ensure;
export const withPointsLocale = locale.withLocale;
