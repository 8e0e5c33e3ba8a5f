import type { community } from '@dance/contracts';
import { ActionSheet, Avatar, Badge, Button, Dialog, Image, Popup, Tabs, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { i18n } from '../../../i18n/index.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { applyJoinGroup } from '../api/apply-join-group.ts';
import { destroyGroup } from '../api/destroy-group.ts';
import { useGroupApplyList } from '../api/group-apply-list.ts';
import { useGroupDetail } from '../api/group-detail.ts';
import { useGroupUserList } from '../api/group-user-list.ts';
import { communityKeys } from '../api/keys.ts';
import { leaveGroup } from '../api/leave-group.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { reviewApply } from '../api/review-apply.ts';
import { flattenPages } from '../lib/feed.ts';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import { InfiniteList, PostFeed } from './feed-list.tsx';
import { MoreIcon } from './icons.tsx';
import { UserRow } from './user-row.tsx';
import '../community.css';
import { StateView } from '../../../components/state-view.tsx';

type Group = community.Group & { join_question: string; pending_count: number };

/** Asks the answer to an approval circle's question; null when cancelled. */
async function askText(title: string, question: string, testId: string): Promise<string | null> {
  let answer = '';
  const ok = await Dialog.confirm({
    title,
    content: (
      <div className="cm-answer">
        {question && <div className="cm-answer__q">{question}</div>}
        <TextArea autoFocus maxLength={200} onChange={(v) => (answer = v)} rows={3} data-testid={testId} />
      </div>
    ),
    confirmText: i18n.t('common.confirm'),
    cancelText: i18n.t('common.cancel'),
  });
  return ok ? answer.trim() : null;
}

function Applications({ group, visible, onClose }: { group: Group; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = useFormat();
  const query = useGroupApplyList(group.id, visible);
  const items = flattenPages(query.data?.pages);
  const decide = async (applyId: number, approve: boolean) => {
    let reason: string | undefined;
    if (!approve) {
      const text = await askText(t('community.circle.denyReason'), '', 'deny-reason');
      if (text === null) return;
      reason = text;
    }
    await reviewApply(applyId, approve, reason);
    showSuccess(approve ? t('community.circle.approved') : t('community.circle.denied'));
    void client.invalidateQueries({ queryKey: communityKeys.groupApplies(group.id) });
    void client.invalidateQueries({ queryKey: communityKeys.group(group.id) });
    void client.invalidateQueries({ queryKey: communityKeys.groupUsers(group.id) });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cm-sheet" destroyOnClose>
      <div className="cm-sheet__title">{t('community.circle.applications')}</div>
      <div className="cm-sheet__body" data-testid="applications">
        {query.isSuccess && items.length === 0 && (
          <StateView kind="empty" picture="people" title={t('community.circle.noApplications')} />
        )}
        {items.map((item) => (
          <div key={item.id} className="cm-apply" data-testid={`apply-${item.id}`}>
            <UserRow
              user={item.user}
              description={`${t('community.circle.answer')}：${item.answer || '-'}`}
            />
            <div className="cm-apply__actions">
              <span className="muted">{format.ago(item.created_at)}</span>
              <Button size="mini" shape="rounded" onClick={() => void decide(item.id, false)}>
                {t('community.circle.deny')}
              </Button>
              <Button size="mini" shape="rounded" color="primary" onClick={() => void decide(item.id, true)}>
                {t('community.circle.approve')}
              </Button>
            </div>
          </div>
        ))}
      </div>
    </Popup>
  );
}

function JoinButton({ group }: { group: Group }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: communityKeys.group(group.id) });
    void client.invalidateQueries({ queryKey: communityKeys.groupsAll });
    void client.invalidateQueries({ queryKey: communityKeys.groupUsers(group.id) });
  };
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      refresh();
    } catch {
      // shown by the wrapper
    } finally {
      setBusy(false);
    }
  };
  const join = async () => {
    if (!requireLogin()) return;
    let answer: string | undefined;
    if (group.join_mode === 'approval') {
      const text = await askText(t('community.circle.applyTitle'), group.join_question, 'join-answer');
      if (text === null) return;
      answer = text;
    }
    await run(async () => {
      const res = await applyJoinGroup(group.id, answer);
      showSuccess(res.status === 'pending' ? t('community.circle.applied') : t('community.circle.joined'));
    });
  };
  const leave = async () => {
    const ok = await Dialog.confirm({
      content:
        group.my_status === 'pending'
          ? t('community.circle.withdrawConfirm')
          : t('community.circle.leaveConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) await run(() => leaveGroup(group.id));
  };
  if (group.my_status === 'owner') return null;
  if (group.my_status === 'none')
    return (
      <Button
        shape="rounded"
        size="small"
        className="gradient-button"
        loading={busy}
        onClick={() => void join()}
        data-testid="circle-join"
      >
        {group.join_mode === 'approval' ? t('community.circle.apply') : t('community.circle.join')}
      </Button>
    );
  return (
    <Button
      shape="rounded"
      size="small"
      className="cm-ghost"
      loading={busy}
      onClick={() => void leave()}
      data-testid="circle-leave"
    >
      {group.my_status === 'pending'
        ? t('community.circle.status.pending')
        : t('community.circle.status.member')}
    </Button>
  );
}

function OwnerMenu({ group }: { group: Group }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const open = () => {
    const handler = ActionSheet.show({
      cancelText: t('common.cancel'),
      actions: [
        { key: 'edit', text: t('community.circle.edit') },
        { key: 'destroy', text: t('community.circle.destroy'), danger: true },
      ],
      onAction: async (action) => {
        handler.close();
        if (action.key === 'edit') go(pageUrl('/pages/create-circle', { id: group.id }));
        if (action.key === 'destroy') {
          const ok = await Dialog.confirm({
            content: t('community.circle.destroyConfirm'),
            confirmText: t('community.circle.destroy'),
            cancelText: t('common.cancel'),
          });
          if (!ok) return;
          await destroyGroup(group.id);
          showSuccess(t('community.circle.destroyed'));
          void client.invalidateQueries({ queryKey: communityKeys.groupsAll });
          navigateBack();
        }
      },
    });
  };
  return (
    <button type="button" className="cm-icon-button" aria-label={t('common.more')} onClick={open}>
      <MoreIcon />
    </button>
  );
}

/** A circle: header, join / leave / apply, owner's approvals, its posts and members. */
export function CircleDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useGroupDetail(id);
  const group = query.data;
  const [tab, setTab] = useState<'posts' | 'members'>('posts');
  const [applications, setApplications] = useState(false);
  const params: PostListParams = { tab: 'latest', group_id: id ?? undefined };
  const posts = usePostList(params, id !== null && tab === 'posts');
  const members = useGroupUserList(id, tab === 'members');
  return (
    <Page
      path="/pages/circle-detail"
      title={group?.name ?? t('community.circle.title')}
      className="cm-page"
      right={group?.my_status === 'owner' ? <OwnerMenu group={group} /> : null}
    >
      {id === null ? (
        <StateView kind="notFound" title={t('community.circle.missing')} />
      ) : (
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {group && (
            <>
              <div
                className="cm-hero cm-hero--circle"
                style={group.cover ? { backgroundImage: `url("${group.cover}")` } : undefined}
              >
                <div className="cm-hero__shade" />
                <div className="cm-hero__content cm-hero__content--row">
                  <Image src={group.avatar} width={64} height={64} fit="cover" className="cm-hero__avatar" />
                  <div className="cm-hero__main">
                    <div className="cm-hero__title" data-testid="circle-name-title">
                      {group.name}
                    </div>
                    <div className="cm-hero__meta">
                      {t('community.circle.members', { count: group.member_count })} ·{' '}
                      {t('community.circle.posts', { count: group.post_count })}
                    </div>
                    <div className="cm-hero__owner">
                      <Avatar src={group.owner.avatar} className="cm-avatar cm-avatar--xs" />
                      {t('community.circle.owner', { name: group.owner.nickname })}
                    </div>
                  </div>
                  <JoinButton group={group} />
                </div>
                {group.intro && <div className="cm-hero__intro cm-hero__intro--pad">{group.intro}</div>}
              </div>
              {group.my_status === 'owner' && group.join_mode === 'approval' && (
                <button
                  type="button"
                  className="cm-owner-bar"
                  onClick={() => setApplications(true)}
                  data-testid="open-applications"
                >
                  <span>{t('community.circle.applications')}</span>
                  <Badge content={group.pending_count > 0 ? group.pending_count : null} />
                  <span className="cm-owner-bar__arrow">›</span>
                </button>
              )}
              <Tabs
                activeKey={tab}
                onChange={(key) => setTab(key as 'posts' | 'members')}
                className="cm-subtabs"
              >
                <Tabs.Tab key="posts" title={t('community.circle.postsTab')} />
                <Tabs.Tab key="members" title={t('community.circle.membersTab')} />
              </Tabs>
              {tab === 'posts' ? (
                <PostFeed query={posts} queryKey={communityKeys.posts(params)} />
              ) : (
                <InfiniteList
                  query={members}
                  emptyPicture="people"
                  className="cm-panel"
                  render={(m) => (
                    <UserRow
                      key={m.id}
                      user={m}
                      extra={
                        m.role === 'owner' ? (
                          <span className="cm-badge">{t('community.circle.ownerBadge')}</span>
                        ) : null
                      }
                    />
                  )}
                />
              )}
              <div className="cm-fab-space" />
              {(group.my_status === 'member' || group.my_status === 'owner') && (
                <button
                  type="button"
                  className="cm-fab"
                  aria-label={t('community.release.publish')}
                  onClick={() => go(pageUrl('/pages/release', { group_id: group.id }))}
                >
                  +
                </button>
              )}
              <Applications group={group} visible={applications} onClose={() => setApplications(false)} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
