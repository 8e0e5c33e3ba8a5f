import { activity } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureOrganiserLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  status: activity.ACTIVITY_STATUSES,
  kind: activity.ACTIVITY_KINDS,
  style: activity.DANCE_STYLES,
  round: activity.ROUNDS,
  'roster.tab': ['all', ...activity.TICKET_STATUSES],
  'roster.status': activity.TICKET_STATUSES,
  'numbers.mode': ['order', 'draw'],
  'relevance.title': ['goods', 'courses', 'music'],
  'relevance.empty': ['goods', 'courses', 'music'],
  'relevance.pick': ['goods', 'courses', 'music'],
  'relevance.none': ['goods', 'courses', 'music'],
  'edit.saved': [...activity.EDITABLE_STATUSES, 'review'],
  'group.source': activity.ENTRY_SOURCES,
};

describeFeatureLocales({
  section: 'organiser',
  dir: import.meta.dirname,
  minUsedKeys: 150,
  sets: SETS,
});

describe('organiser locale loading', () => {
  it('joins the organiser section on demand', async () => {
    await ensureOrganiserLocale('en');
    expect(i18n.getFixedT('en')('organiser.checkin.already', { time: '19:30' })).toBe(
      'Already checked in at 19:30',
    );
    await ensureOrganiserLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('organiser.manage.title')).toBe('活动管理');
  });

  it('uses the singular where a word agrees with one', async () => {
    await ensureOrganiserLocale('fr');
    const fr = i18n.getFixedT('fr');
    expect(fr('organiser.photo.total', { count: 1 })).toBe('1 photo');
    expect(fr('organiser.numbers.entrants', { count: 3 })).toBe('3 compétiteurs');
  });
});
