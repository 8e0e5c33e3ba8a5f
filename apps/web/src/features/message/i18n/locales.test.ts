import { message } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureMessageLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  category: message.NOTICE_CATEGORIES,
  'notice.kind': message.NOTICE_KINDS,
  kind: message.MESSAGE_KINDS,
  card: message.CARD_TYPES,
  offer: message.CARD_TYPES,
};

describeFeatureLocales({ section: 'message', dir: import.meta.dirname, minUsedKeys: 50, sets: SETS });

describe('message locale loading', () => {
  it('joins the message section on demand', async () => {
    await ensureMessageLocale('en');
    expect(i18n.getFixedT('en')('message.voice.hold')).toBe('Hold to talk');
    await ensureMessageLocale('fr');
    expect(i18n.getFixedT('fr')('message.mine.unread', { count: 3 })).toBe('3 non lus');
    await ensureMessageLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('message.category.interaction')).toBe('赞和收藏');
  });
});
