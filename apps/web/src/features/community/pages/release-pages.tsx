import { Button, Dialog, Image } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { EDIT_USER_INFO_PATH } from '../../../lib/route-paths.ts';
import { LoginGate } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { userInfoQuery } from '../../../lib/api/user-info.ts';
import { deletePost } from '../api/delete-post.ts';
import { useDraftList } from '../api/draft-list.ts';
import { useEditUserTag } from '../api/edit-user-tag.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { useTags } from '../api/tags.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { ReleaseEditor } from '../components/release-editor.tsx';
import { go, navigateBackSafe, useFormat } from '../lib/ui.ts';
import '../community.css';

/**
 * The publish button's rules on entry, for whoever opens the editor by its address: a visitor meets
 * the login gate and an unverified user the way to verify, before writing a word.
 */
function PublishGate({ path, article, children }: { path: string; article: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const stored = useUserStore((s) => s.user);
  // Verification may have been approved since the user was cached: ask the server.
  const info = useQuery({ ...userInfoQuery(), enabled: isLogin });
  const user = info.data ?? stored;
  if (isLogin && user?.is_real_name_authentication === 1) return <>{children}</>;
  const title = article ? t('community.release.articleTitle') : t('community.release.title');
  return (
    <Page path={path} title={title} className="cm-page">
      {!isLogin ? (
        <LoginGate />
      ) : !user ? (
        <QueryState isPending={info.isPending} error={info.error} refetch={info.refetch}>
          {null}
        </QueryState>
      ) : (
        <div className="login-required" data-testid="realname-gate" style={{ paddingTop: '4rem' }}>
          <StateView
            kind="empty"
            picture="verify"
            title={t('publish.needRealName')}
            description={t('auth.realNameDesc')}
            action={{
              label: t('publish.goVerify'),
              onClick: () =>
                void redirectTo(pageUrl(EDIT_USER_INFO_PATH, { from: 'publish' })).catch(() => undefined),
              testId: 'realname-gate-go',
            }}
          />
        </div>
      )}
    </Page>
  );
}

export function ReleasePage() {
  return (
    <PublishGate path="/pages/release" article={false}>
      <ReleaseEditor path="/pages/release" article={false} />
    </PublishGate>
  );
}

/** The long-form editor: a titled article. */
export function ReleaseH5Page() {
  return (
    <PublishGate path="/pages/releaseH5" article>
      <ReleaseEditor path="/pages/releaseH5" article />
    </PublishGate>
  );
}

const KINDS = [
  { key: 'image', url: pageUrl('/pages/release', { type: 'image' }), icon: '▦', color: '#ff2e7e' },
  { key: 'video', url: pageUrl('/pages/release', { type: 'video' }), icon: '▶', color: '#8a5cff' },
  { key: 'text', url: pageUrl('/pages/release', { type: 'text' }), icon: '✎', color: '#ff8a1f' },
  { key: 'article', url: '/pages/releaseH5', icon: '☰', color: '#13b5a6' },
] as const;

/** Choose what to publish. */
export function ReleaseSelectPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/releaseSelect" title={t('community.release.select')} className="cm-page">
      <div className="cm-kinds">
        {KINDS.map((kind) => (
          <button
            type="button"
            key={kind.key}
            className="cm-kind"
            data-testid={`release-select-${kind.key}`}
            onClick={() => go(kind.url)}
          >
            <span className="cm-kind__icon" style={{ background: kind.color }}>
              {kind.icon}
            </span>
            <span className="cm-kind__name">{t(`community.release.kind.${kind.key}`)}</span>
            <span className="cm-kind__text">{t(`community.release.kindText.${kind.key}`)}</span>
          </button>
        ))}
      </div>
      <button type="button" className="cm-owner-bar" onClick={() => go('/pages/draft')}>
        <span>{t('community.draft.title')}</span>
        <span className="cm-owner-bar__arrow">›</span>
      </button>
    </Page>
  );
}

/** My server-side drafts, last edited first: open one to continue, or delete it. */
export function DraftPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useDraftList();
  const remove = async (id: number) => {
    const ok = await Dialog.confirm({
      content: t('community.draft.deleteConfirm'),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await deletePost(id);
    showSuccess(t('common.deleted'));
    void client.invalidateQueries({ queryKey: communityKeys.drafts });
  };
  return (
    <Page path="/pages/draft" title={t('community.draft.title')} className="cm-page">
      {!isLogin ? (
        <LoginPrompt />
      ) : (
        <InfiniteList
          query={query}
          queryKey={communityKeys.drafts}
          className="cm-drafts"
          emptyText={t('community.draft.empty')}
          emptyPicture="drafts"
          render={(d) => {
            const cover = d.video?.cover || d.images[0];
            return (
              <div
                key={d.id}
                className="cm-draft"
                data-testid={`draft-${d.id}`}
                onClick={() => go(pageUrl('/pages/release', { id: d.id }))}
              >
                {cover ? (
                  <Image src={cover} width={64} height={64} fit="cover" className="cm-draft__cover" lazy />
                ) : (
                  <span className="cm-draft__cover cm-draft__cover--text">
                    {t(`community.release.type.${d.type}`)}
                  </span>
                )}
                <div className="cm-draft__main">
                  <div className="cm-draft__title">
                    {d.title || d.summary || t('community.draft.untitled')}
                  </div>
                  <div className="cm-draft__meta">
                    <span className="cm-badge cm-badge--soft">{t(`community.release.type.${d.type}`)}</span>
                    {t('community.draft.editedAt', { time: format.ago(d.updated_at) })}
                  </div>
                </div>
                <button
                  type="button"
                  className="cm-link cm-link--danger"
                  onClick={(event) => {
                    event.stopPropagation();
                    void remove(d.id);
                  }}
                >
                  {t('common.delete')}
                </button>
              </div>
            );
          }}
        />
      )}
    </Page>
  );
}

const MAX_TAGS = 10;

/** Pick my interest tags (at most ten): the recommended feed leans on them. */
export function SelectTagPage() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useTags();
  const save = useEditUserTag();
  const [picked, setPicked] = useState<number[] | null>(null);
  useEffect(() => {
    if (query.data && picked === null)
      setPicked(query.data.list.filter((x) => x.is_selected).map((x) => x.id));
  }, [query.data, picked]);
  const chosen = picked ?? [];
  const toggle = (id: number) => {
    if (chosen.includes(id)) setPicked(chosen.filter((x) => x !== id));
    else if (chosen.length >= MAX_TAGS) showToast(t('community.tags.max', { max: MAX_TAGS }));
    else setPicked([...chosen, id]);
  };
  return (
    <Page path="/pages/select-tag" title={t('community.tags.title')} className="cm-page">
      <div className="cm-tags-hero">
        <div className="cm-tags-hero__title">{t('community.tags.heading')}</div>
        <div className="cm-tags-hero__text">{t('community.tags.text', { max: MAX_TAGS })}</div>
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={query.refetch}
        empty={query.data?.list.length === 0}
        emptyPicture="tags"
      >
        <div className="cm-tags">
          {query.data?.list.map((tag) => (
            <button
              type="button"
              key={tag.id}
              className={chosen.includes(tag.id) ? 'cm-tag cm-tag--on' : 'cm-tag'}
              data-testid={`tag-${tag.id}`}
              onClick={() => toggle(tag.id)}
            >
              {tag.name}
            </button>
          ))}
        </div>
      </QueryState>
      <div className="form-footer">
        {isLogin ? (
          <Button
            block
            shape="rounded"
            className="gradient-button"
            loading={save.isPending}
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: () => {
                  showSuccess(t('common.saved'));
                  navigateBackSafe();
                },
              })
            }
            data-testid="tags-save"
          >
            {t('community.tags.save', { count: chosen.length })}
          </Button>
        ) : (
          <LoginPrompt />
        )}
      </div>
    </Page>
  );
}

/** Posts for my interests: my tags on top, then the recommended feed they shape. */
export function ShareInterestListPage() {
  const { t } = useTranslation();
  const tags = useTags();
  const mine = tags.data?.list.filter((x) => x.is_selected) ?? [];
  const params: PostListParams = { tab: 'recommend' };
  const posts = usePostList(params);
  return (
    <Page path="/pages/shareInterestList" title={t('community.interest.title')} className="cm-page">
      <section className="cm-panel">
        <div className="cm-panel__title">
          {t('community.interest.mine')}
          <button type="button" className="cm-link" onClick={() => go('/pages/select-tag')}>
            {t('community.interest.edit')}
          </button>
        </div>
        {mine.length === 0 ? (
          <StateView kind="empty" picture="tags" title={t('community.interest.none')} />
        ) : (
          <div className="cm-chips cm-chips--wrap">
            {mine.map((tag) => (
              <button
                type="button"
                key={tag.id}
                className="cm-chip cm-chip--on"
                onClick={() => go(pageUrl('/pages/search', { keyword: tag.name }))}
              >
                {tag.name}
              </button>
            ))}
          </div>
        )}
      </section>
      <PostFeed query={posts} queryKey={communityKeys.posts(params)} />
    </Page>
  );
}
