import { Button, Tabs } from 'antd-mobile';
import { AddOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { TabBar } from '../../../components/tab-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { useUserStore } from '../../../stores/user.ts';
import { useGroupList } from '../api/group-list.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { GroupRow } from '../components/group-card.tsx';
import { TopicChips } from '../components/topic-chips.tsx';
import { go } from '../lib/ui.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../community.css';

type Tab = 'recommend' | 'follow' | 'latest' | 'circles';
const TABS: Tab[] = ['recommend', 'follow', 'latest', 'circles'];

// The tab and topic survive a visit to a post and back (the tab page remounts).
let lastTab: Tab = 'recommend';
let lastTopic: number | null = null;

function PostsTab({ tab, topicId }: { tab: Exclude<Tab, 'circles'>; topicId: number | null }) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const params: PostListParams = { tab, topic_id: topicId ?? undefined };
  const query = usePostList(params, tab !== 'follow' || isLogin);
  if (tab === 'follow' && !isLogin)
    return (
      <StateView kind="empty" picture="people" title={t('community.feed.followLogin')}>
        <Button color="primary" shape="rounded" size="small" onClick={() => go(LOGIN_PATH)}>
          {t('publish.goLogin')}
        </Button>
      </StateView>
    );
  return (
    <PostFeed
      query={query}
      queryKey={communityKeys.posts(params)}
      emptyText={tab === 'follow' ? t('community.feed.followEmpty') : undefined}
    />
  );
}

function CirclesTab() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const mine = useGroupList('mine', '', isLogin);
  const all = useGroupList('all');
  const mineList = mine.data?.pages[0]?.list ?? [];
  return (
    <div className="cm-circles">
      <div className="cm-circles__actions">
        <Button size="small" shape="rounded" onClick={() => go('/pages/circle')}>
          {t('community.circle.all')}
        </Button>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          data-testid="create-circle"
          onClick={() => go('/pages/create-circle')}
        >
          <AddOutline /> {t('community.circle.create')}
        </Button>
      </div>
      {mineList.length > 0 && (
        <section className="cm-panel">
          <div className="cm-panel__title">{t('community.circle.mine')}</div>
          {mineList.map((group) => (
            <GroupRow key={group.id} group={group} />
          ))}
        </section>
      )}
      <section className="cm-panel">
        <div className="cm-panel__title">{t('community.circle.discover')}</div>
        <InfiniteList
          query={all}
          pull={false}
          emptyPicture="circles"
          render={(group) => <GroupRow key={group.id} group={group} />}
        />
      </section>
    </div>
  );
}

/** The community tab: recommended, following, latest and circles. */
export function CommunityPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(lastTab);
  const [topicId, setTopicId] = useState<number | null>(lastTopic);

  return (
    <Page path="/pages/community/community" bare className="page--tab cm-page">
      <header className="cm-top">
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            lastTab = key as Tab;
            setTab(key as Tab);
          }}
          className="cm-top__tabs"
        >
          {TABS.map((key) => (
            <Tabs.Tab
              key={key}
              title={<span data-testid={`community-tab-${key}`}>{t(`community.tabs.${key}`)}</span>}
            />
          ))}
        </Tabs>
        <button
          type="button"
          className="cm-icon-button"
          aria-label={t('search.placeholder')}
          onClick={() => go(pageUrl('/pages/search'))}
        >
          <SearchOutline />
        </button>
      </header>
      {tab !== 'circles' && (
        <TopicChips
          value={topicId}
          onChange={(id) => {
            lastTopic = id;
            setTopicId(id);
          }}
        />
      )}
      {tab === 'circles' ? <CirclesTab /> : <PostsTab key={tab} tab={tab} topicId={topicId} />}
      <TabBar />
    </Page>
  );
}
