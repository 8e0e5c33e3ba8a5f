import {
  BagIcon,
  CalendarIcon,
  MusicIcon,
  PlayIcon,
  StarIcon,
  TeamIcon,
} from '../../../components/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { openLink } from '../../../lib/navigation.ts';

interface Entry {
  key: string;
  link: string;
  icon: ReactNode;
  color: string;
}

/**
 * The spec's shortcuts that have a screen of their own, in its order. Courses and lives have no
 * list screen in the spec: they are reached from their sections further down home.
 */
export const ENTRIES: Entry[] = [
  { key: 'activity', link: '/pages/activity/activity', icon: <CalendarIcon />, color: '#f97316' },
  { key: 'music', link: '/pages/recommend', icon: <MusicIcon />, color: '#8b5cf6' },
  { key: 'mall', link: '/pages/mall', icon: <BagIcon />, color: '#13b5a6' },
  { key: 'circle', link: '/pages/circle', icon: <TeamIcon />, color: '#3b82f6' },
  { key: 'integral', link: '/pages/integral', icon: <StarIcon />, color: '#f5a623' },
  { key: 'video', link: '/pages/video-slide', icon: <PlayIcon />, color: '#e040fb' },
];

export function QuickEntries() {
  const { t } = useTranslation();
  return (
    <div className="quick-entries">
      {ENTRIES.map((entry) => (
        <button
          type="button"
          key={entry.key}
          className="quick-entries__item"
          data-testid={`quick-${entry.key}`}
          onClick={() => openLink(entry.link)}
        >
          <span className="quick-entries__icon" style={{ background: entry.color }}>
            {entry.icon}
          </span>
          <span className="quick-entries__label">{t(`home.quick.${entry.key}`)}</span>
        </button>
      ))}
    </div>
  );
}
