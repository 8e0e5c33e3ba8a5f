import { Image } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl, switchTab } from '../../../lib/navigation.ts';
import { usePostList } from '../api/post-list.ts';
import { useTopicList } from '../../../lib/api/topic-list.ts';
import { HeartIcon, PlayBadge } from '../components/icons.tsx';
import { postUrl } from '../lib/post-url.ts';
import { flattenPages } from '../lib/feed.ts';
import { coverOf, go, useFormat } from '../lib/ui.ts';
import '../community.css';

/** Home: hot topics and four hot posts, Xiaohongshu-style tiles. */
export default function CommunityHomeSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const posts = flattenPages(usePostList({ tab: 'recommend', limit: 6 }).data?.pages.slice(0, 1));
  const topics = flattenPages(useTopicList('hot', '', 10).data?.pages.slice(0, 1)).slice(0, 6);
  if (posts.length === 0 && topics.length === 0) return null;
  return (
    <section className="section cm-home" data-testid="home-community">
      <div className="section__title">
        <span>{t('community.home.title')}</span>
        <button
          type="button"
          className="cm-link"
          onClick={() => void switchTab('/pages/community/community').catch(() => undefined)}
        >
          {t('community.home.more')} ›
        </button>
      </div>
      {topics.length > 0 && (
        <div className="cm-chips cm-home__topics">
          {topics.map((topic) => (
            <button
              type="button"
              key={topic.id}
              className="cm-chip"
              onClick={() => go(pageUrl('/pages/topic-detail', { id: topic.id }))}
            >
              #{topic.name}
            </button>
          ))}
        </div>
      )}
      <div className="cm-tiles">
        {posts.slice(0, 4).map((post) => (
          <div
            key={post.id}
            className="cm-tile"
            onClick={() => go(postUrl(post))}
            data-testid={`home-post-${post.id}`}
          >
            <div className="cm-tile__cover">
              {coverOf(post) ? (
                <Image src={coverOf(post)} fit="cover" width="100%" height="100%" lazy />
              ) : (
                <div className="cm-tile__text">{post.summary || post.title}</div>
              )}
              {post.video && (
                <span className="cm-tile__play">
                  <PlayBadge />
                </span>
              )}
            </div>
            <div className="cm-tile__title">{post.title || post.summary}</div>
            <div className="cm-tile__foot">
              <span className="cm-tile__user">{post.user.nickname}</span>
              <span className="cm-tile__likes">
                <HeartIcon /> {format.count(post.like_count)}
              </span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

export { ensureCommunityLocale as ready } from '../i18n/load.ts';
