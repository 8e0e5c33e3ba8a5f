import {
  EditSOutline,
  FileOutline,
  HeartOutline,
  LikeOutline,
  StarOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { go } from '../lib/ui.ts';
import '../community.css';

const LINKS: Array<{ key: string; url: string; icon: ReactNode }> = [
  { key: 'space', url: '/pages/my-space', icon: <EditSOutline /> },
  { key: 'drafts', url: '/pages/draft', icon: <FileOutline /> },
  { key: 'collections', url: '/pages/collection', icon: <StarOutline /> },
  { key: 'likes', url: '/pages/likes-list', icon: <HeartOutline /> },
  { key: 'videos', url: '/pages/video-manage', icon: <VideoOutline /> },
  { key: 'received', url: '/pages/message-like', icon: <LikeOutline /> },
];

/** Mine: my posts and space, drafts, collections, likes, my videos, likes received. */
export default function CommunityMineLinks() {
  const { t } = useTranslation();
  return (
    <section className="section cm-mine">
      <div className="section__title">
        <span>{t('community.mine.title')}</span>
      </div>
      <div className="cm-mine__grid">
        {LINKS.map((link) => (
          <button
            type="button"
            key={link.key}
            className="cm-mine__item"
            data-testid={`mine-community-${link.key}`}
            onClick={() => go(link.url)}
          >
            <span className="cm-mine__icon">{link.icon}</span>
            <span>{t(`community.mine.${link.key}`)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export { ensureCommunityLocale as ready } from '../i18n/load.ts';
