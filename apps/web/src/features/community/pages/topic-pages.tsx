import { Avatar, Button, Image, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { useTopicDetail } from '../api/topic-detail.ts';
import { useTopicList, type TopicSort } from '../../../lib/api/topic-list.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { go, useFormat } from '../lib/ui.ts';
import '../community.css';
import { StateView } from '../../../components/state-view.tsx';

/** Topics ranked by recent activity (hot) or newest. */
export function ActiveListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [sort, setSort] = useState<TopicSort>('hot');
  const query = useTopicList(sort);
  return (
    <Page path="/pages/active-list" title={t('community.topic.ranking')} className="cm-page">
      <div className="cm-rank-hero">
        <div className="cm-rank-hero__title">{t('community.topic.rankingTitle')}</div>
        <div className="cm-rank-hero__text">{t('community.topic.rankingText')}</div>
      </div>
      <Tabs activeKey={sort} onChange={(key) => setSort(key as TopicSort)} className="cm-subtabs">
        <Tabs.Tab key="hot" title={t('community.topic.hot')} />
        <Tabs.Tab key="new" title={t('community.topic.new')} />
      </Tabs>
      <InfiniteList
        key={sort}
        query={query}
        queryKey={communityKeys.topics(sort, '', 20)}
        emptyPicture="tags"
        className="cm-panel cm-rank"
        render={(topic) => {
          const rank = topic.hot_rank;
          return (
            <div
              key={topic.id}
              className="cm-rank__row"
              data-testid={`topic-${topic.id}`}
              onClick={() => go(pageUrl('/pages/topic-detail', { id: topic.id }))}
            >
              <span
                className={`cm-rank__no cm-rank__no--${sort === 'hot' && rank && rank <= 3 ? rank : 'n'}`}
              >
                {sort === 'hot' && rank ? rank : '#'}
              </span>
              {topic.cover ? (
                <Image src={topic.cover} width={44} height={44} fit="cover" className="cm-rank__cover" lazy />
              ) : (
                <span className="cm-rank__cover cm-rank__cover--empty">#</span>
              )}
              <div className="cm-rank__main">
                <div className="cm-rank__name">#{topic.name}</div>
                <div className="cm-rank__meta">
                  {t('community.topic.posts', { count: topic.post_count })}
                  {sort === 'hot' &&
                    ` · ${t('community.topic.heat', { value: format.count(topic.hot_score) })}`}
                </div>
              </div>
            </div>
          );
        }}
      />
    </Page>
  );
}

/** One topic: header, its most active dancers, and its posts (hot or latest). */
export function TopicDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const topic = useTopicDetail(id);
  const [tab, setTab] = useState<'recommend' | 'latest'>('recommend');
  const params: PostListParams = { tab, topic_id: id ?? undefined };
  const posts = usePostList(params, id !== null);
  const data = topic.data;
  return (
    <Page
      path="/pages/topic-detail"
      title={data ? `#${data.name}` : t('community.topic.title')}
      className="cm-page"
    >
      {id === null ? (
        <StateView kind="notFound" title={t('community.topic.missing')} />
      ) : (
        <QueryState isPending={topic.isPending} error={topic.error} refetch={topic.refetch}>
          {data && (
            <>
              <div
                className="cm-hero"
                style={data.cover ? { backgroundImage: `url("${data.cover}")` } : undefined}
                data-testid="topic-hero"
              >
                <div className="cm-hero__shade" />
                <div className="cm-hero__content">
                  <div className="cm-hero__title">#{data.name}</div>
                  <div className="cm-hero__meta">
                    {t('community.topic.posts', { count: data.post_count })}
                    {data.hot_rank && ` · ${t('community.topic.rank', { rank: data.hot_rank })}`}
                  </div>
                  {data.intro && <div className="cm-hero__intro">{data.intro}</div>}
                </div>
                <Button
                  size="small"
                  shape="rounded"
                  className="gradient-button cm-hero__cta"
                  onClick={() => go(pageUrl('/pages/release', { topic: data.name }))}
                >
                  {t('community.topic.join')}
                </Button>
              </div>
              {data.active_users.length > 0 && (
                <section className="cm-panel">
                  <div className="cm-panel__title">{t('community.topic.active')}</div>
                  <div className="cm-active-users">
                    {data.active_users.map((u) => (
                      <div
                        key={u.id}
                        className="cm-active-users__item"
                        onClick={() => go(pageUrl('/pages/my-space', { user_id: u.id }))}
                      >
                        <Avatar src={u.avatar} className="cm-avatar cm-avatar--md" />
                        <span>{u.nickname}</span>
                      </div>
                    ))}
                  </div>
                </section>
              )}
              <Tabs
                activeKey={tab}
                onChange={(key) => setTab(key as 'recommend' | 'latest')}
                className="cm-subtabs"
              >
                <Tabs.Tab key="recommend" title={t('community.topic.hot')} />
                <Tabs.Tab key="latest" title={t('community.topic.new')} />
              </Tabs>
              <PostFeed key={tab} query={posts} queryKey={communityKeys.posts(params)} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
