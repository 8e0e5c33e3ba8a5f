import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The message box's strings load with its pages and its mine entry. */
const locale = featureLocale('message', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureMessageLocale = locale.ensure;
export const withMessageLocale = locale.withLocale;
