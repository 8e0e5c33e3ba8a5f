import { BagIcon, PlayIcon, TeamIcon } from '../../../components/icons.tsx';
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
 * Only entries whose pages are built: activities, courses, music, live and points come back with
 * their domains (each adds its entry here), so none of them leads nowhere.
 */
export const ENTRIES: Entry[] = [
  { key: 'mall', link: '/pages/mall', icon: <BagIcon />, color: '#13b5a6' },
  { key: 'circle', link: '/pages/circle', icon: <TeamIcon />, color: '#3b82f6' },
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
