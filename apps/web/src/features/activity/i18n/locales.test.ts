import { activity } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureActivityLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  kind: activity.ACTIVITY_KINDS,
  status: activity.ACTIVITY_STATUSES,
  ticketState: activity.TICKET_TYPE_STATES,
  round: activity.ROUNDS,
  'tickets.status': activity.TICKET_STATUSES,
  'tickets.filter': ['all', ...activity.TICKET_STATUSES],
  'detail.buy': ['on_sale', 'sold_out', 'not_started', 'closed', 'none'],
  'detail.related': ['goods', 'courses', 'music'],
  'tab.mode': ['upcoming', 'week', 'near'],
  'tab.geo': ['denied', 'unavailable', 'unsupported'],
  'map.app': ['amap', 'baidu', 'apple', 'geo'],
  'attendee.problem': [
    'nameRequired',
    'nameTooLong',
    'mobileInvalid',
    'idRequired',
    'idFormat',
    'idRegion',
    'idBirthday',
    'idChecksum',
  ],
};

describeFeatureLocales({
  section: 'activity',
  dir: import.meta.dirname,
  minUsedKeys: 100,
  sets: SETS,
});

describe('activity locale loading', () => {
  it('joins the activity section of the translator on demand', async () => {
    await ensureActivityLocale('en');
    expect(i18n.getFixedT('en')('activity.tickets.title')).toBe('My tickets');
    await ensureActivityLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('activity.attendee.title')).toBe('观演人');
  });

  it('says seats left in the singular for one', async () => {
    await ensureActivityLocale('fr');
    expect(i18n.getFixedT('fr')('activity.ticket.remaining', { count: 1 })).toBe('1 restant');
    expect(i18n.getFixedT('fr')('activity.ticket.remaining', { count: 5 })).toBe('5 restants');
  });
});
