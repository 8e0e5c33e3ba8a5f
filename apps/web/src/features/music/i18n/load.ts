import { featureLocale } from '../../../i18n/feature-locale.ts';

/** The music strings load with its chunks (docs/decisions/045-mall-web-chunks-and-strings.md). */
const locale = featureLocale('music', import.meta.glob<{ default: Record<string, unknown> }>('./*.json'));

export const ensureMusicLocale = locale.ensure;
export const withMusicLocale = locale.withLocale;
