import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The activities' strings load with their chunks, like the mall's (docs/decisions/045). */
const locale = featureLocale('activity', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureActivityLocale = locale.ensure;
export const withActivityLocale = locale.withLocale;
