import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The mall's strings load with its chunks (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('mall', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureMallLocale = locale.ensure;
export const withMallLocale = locale.withLocale;
