import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The organiser's strings load with its chunks, like the mall's (docs/decisions/045). */
const locale = featureLocale('organiser', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureOrganiserLocale = locale.ensure;
export const withOrganiserLocale = locale.withLocale;
