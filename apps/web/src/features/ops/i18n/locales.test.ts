import { curate, ops } from '@dance/contracts';
import { ADVERT_POSITIONS } from '@dance/contracts/content';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { LOG_KINDS } from '../lib/decisions.ts';
import { CURATE_TABS, OTHER_LANGS } from '../lib/curate.ts';
import { ensureOpsLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  kind: LOG_KINDS,
  decision: [...ops.DECISIONS, 'mute', 'unmute', 'end', 'roles', 'show'],
  role: ops.OPERATOR_ROLES,
  nav: ['queue', 'log', 'overview', 'tools', 'curate', 'operators'],
  'queue.age': ['0', '1', '24', '168'],
  age: ['min', 'h', 'd'],
  fact: [
    'real_name',
    'id_card',
    'id_check',
    'birthday',
    'category',
    'contact',
    'address',
    'amount',
    'fee',
    'actual',
    'cash_type',
    'provider',
    'account_name',
    'account_account',
    'account_bank',
    'account_branch',
    'account_card_no',
    'styles',
    'clip',
    'target',
    'words',
    'report_reason',
    'reports',
    'target_status',
    'pool',
    'stakers',
    'guess_status',
  ],
  figure: ['users', 'posts', 'orders', 'gmv', 'refunds', 'points_issued', 'points_spent', 'lives'],
  'tools.done': ['warn', 'mute', 'unmute', 'ban', 'end'],
  'curate.tab': CURATE_TABS,
  'curate.level': curate.WORD_LEVELS,
  'curate.levelHint': curate.WORD_LEVELS,
  'curate.lang': OTHER_LANGS,
  'curate.position': ADVERT_POSITIONS,
  'curate.articleType': curate.ARTICLE_TYPES,
  'curate.reasons.list': ['inform-cat', 'report-reason'],
};

describeFeatureLocales({ section: 'ops', dir: import.meta.dirname, minUsedKeys: 60, sets: SETS });

describe('ops locale loading', () => {
  it('joins the ops section of the translator on demand', async () => {
    await ensureOpsLocale('en');
    expect(i18n.getFixedT('en')('ops.decision.approve')).toBe('Approve');
    await ensureOpsLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('ops.title')).toBe('运营后台');
  });
});
