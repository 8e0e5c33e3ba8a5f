import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The community's strings load with its chunks (docs/decisions/010). Imported by community chunks only. */
const locale = featureLocale('community', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureCommunityLocale = locale.ensure;
