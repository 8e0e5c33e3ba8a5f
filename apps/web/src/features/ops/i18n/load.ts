import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The console's strings load with its chunk (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('ops', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureOpsLocale = locale.ensure;
export const withOpsLocale = locale.withLocale;
