import { guess, points } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { CAUSE_KEYS } from '../lib/format.ts';
import { ensurePointsLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  rule: points.REWARD_RULES,
  'detail.type': points.LOG_TYPES,
  'guess.status': guess.GUESS_STATUSES,
  'guess.outcome': guess.STAKE_STATES,
  'create.kind': guess.SETTLEMENTS,
  'myGuess.state': guess.MY_TABS,
  cause: CAUSE_KEYS,
  'calendar.weekday': ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
};

describeFeatureLocales({ section: 'points', dir: import.meta.dirname, minUsedKeys: 60, sets: SETS });

describe('points locale loading', () => {
  it('joins the points section of the translator on demand', async () => {
    await ensurePointsLocale('en');
    expect(i18n.getFixedT('en')('points.sign.streak', { count: 1 })).toBe('1-day streak');
    await ensurePointsLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('points.title')).toBe('我的积分');
  });
});
