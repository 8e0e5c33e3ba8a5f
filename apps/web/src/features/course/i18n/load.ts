import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The courses' strings load with their chunks (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('course', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureCourseLocale = locale.ensure;
export const withCourseLocale = locale.withLocale;
