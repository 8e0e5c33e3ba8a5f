import {
  BagIcon,
  CalendarIcon,
  GiftIcon,
  LiveIcon,
  MusicIcon,
  PlayIcon,
  StarIcon,
  TeamIcon,
} from '../../../components/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openLink } from '../../../app/navigation.ts';

interface Entry {
  key: string;
  link: string;
  icon: ReactNode;
  color: string;
}

const ENTRIES: Entry[] = [
  { key: 'activity', link: '/pages/activity/activity', icon: <CalendarIcon />, color: '#ff2e7e' },
  { key: 'course', link: '/pages/class-detail', icon: <StarIcon />, color: '#8a5cff' },
  { key: 'music', link: '/pages/recommend', icon: <MusicIcon />, color: '#ff8a1f' },
  { key: 'live', link: '/pages/my-live', icon: <LiveIcon />, color: '#ff4d4f' },
  { key: 'mall', link: '/pages/goods-cart', icon: <BagIcon />, color: '#13b5a6' },
  { key: 'circle', link: '/pages/circle', icon: <TeamIcon />, color: '#3b82f6' },
  { key: 'integral', link: '/pages/integral', icon: <GiftIcon />, color: '#f5a623' },
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
