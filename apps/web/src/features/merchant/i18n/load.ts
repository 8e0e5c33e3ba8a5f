import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The merchant desk's strings load with its chunk (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('merchant', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureMerchantLocale = locale.ensure;
export const withMerchantLocale = locale.withLocale;
