import { live } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { CAMERA_REASONS } from '../lib/camera-push.ts';
import { ensureLiveLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  status: live.LIVE_STATUSES,
  style: live.LIVE_STYLES,
  gift: live.GIFTS.map((g) => g.id),
  'anchor.status': ['pending', 'approved', 'refused'],
  'camera.state': ['asking', 'denied', 'connecting', 'live', 'stopped'],
  'camera.reason': CAMERA_REASONS,
  'replay.status': live.REPLAY_STATUSES,
};

describeFeatureLocales({
  section: 'live',
  dir: import.meta.dirname,
  minUsedKeys: 40,
  sets: SETS,
});

describe('live locale loading', () => {
  it('joins the live section of the translator on demand', async () => {
    await ensureLiveLocale('en');
    expect(i18n.getFixedT('en')('live.room.send')).toBe('Send');
    await ensureLiveLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('live.home.title')).toBe('直播');
  });
});
