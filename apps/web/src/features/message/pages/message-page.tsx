import type { ConversationItem } from '@dance/contracts/message';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dialog, DotLoading, InfiniteScroll } from 'antd-mobile';
import { BellOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { PullRefresh } from '../../../components/pull-refresh.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { messageKeys } from '../api/keys.ts';
import { useMessageCollection } from '../api/message-collection.ts';
import { markRead } from '../api/message-read.ts';
import { useNoticeLine } from '../components/notice-preview.tsx';
import { CATEGORY_LOOK, TOP_CATEGORIES } from '../lib/categories.tsx';
import { useEmojiText } from '../lib/emoji.ts';
import { badgeText, useWhen } from '../lib/format.ts';
import { pushState, enablePush, usePushAvailable } from '../lib/push.ts';
import { realtime, showStatistics } from '../lib/socket.ts';
import type { NoticeCategory } from '../lib/types.ts';
import './message.css';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/** What the last message of a conversation says in its row. */
function usePreview() {
  const { t } = useTranslation();
  const emoji = useEmojiText();
  return (c: ConversationItem): string => {
    const m = c.last_message;
    if (!m) return t('message.box.noMessages');
    if (m.recalled) return m.is_self ? t('message.chat.recalledMine') : t('message.chat.recalledPeer');
    const body = m.kind === 'text' ? emoji(m.text) : t(`message.kind.${m.kind}`);
    return m.is_self ? `${t('message.box.me')}: ${body}` : body;
  };
}

function PushEntry() {
  const { t } = useTranslation();
  const available = usePushAvailable();
  if (!available || pushState() !== 'default') return null;
  return (
    <div className="mb-push" data-testid="message-push">
      <BellOutline className="mb-push__icon" />
      <span className="mb-push__text">{t('message.push.hint')}</span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        className="mb-push__button"
        data-testid="message-push-enable"
        onClick={() =>
          void enablePush().then((r) =>
            r === 'granted' ? showSuccess(t('message.push.on')) : showToast(t('message.push.denied')),
          )
        }
      >
        {t('message.push.enable')}
      </Button>
    </div>
  );
}

function MessageBox() {
  const { t } = useTranslation();
  const when = useWhen();
  const line = useNoticeLine();
  const preview = usePreview();
  const asMchId = usePageParams().getId('as_mch_id');
  const query = useMessageCollection(asMchId);
  const qc = useQueryClient();
  const first = query.data?.pages[0];
  const categories = first?.categories ?? [];
  const byName = new Map(categories.map((c) => [c.category, c]));
  const conversations = query.data?.pages.flatMap((p) => p.list) ?? [];

  // New messages and changed counts refresh the box while it is open.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = realtime.subscribe((e) => {
      if (e.type !== 'message' && e.type !== 'badge' && e.type !== 'recall') return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void qc.invalidateQueries({ queryKey: messageKeys.collectionAll }), 300);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [qc]);

  const withShop = (url: string, params: Record<string, string | number | undefined>) =>
    pageUrl(url, { ...params, as_mch_id: asMchId ?? undefined });
  const openCategory = (c: NoticeCategory) => go(withShop('/pages/message-type', { type: c }));
  const rows = categories.filter((c) => !TOP_CATEGORIES.includes(c.category));
  const top = asMchId === null ? TOP_CATEGORIES : [];

  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <QueryState isPending={query.isPending} error={query.error} refetch={() => void query.refetch()}>
        {asMchId === null && <PushEntry />}
        {top.length > 0 && (
          <div className="mb-top" data-testid="message-top">
            {top.map((c) => {
              const unread = byName.get(c)?.unread ?? 0;
              return (
                <button
                  type="button"
                  key={c}
                  className="mb-top__item"
                  data-testid={`message-category-${c}`}
                  onClick={() => openCategory(c)}
                >
                  <Badge content={unread ? badgeText(unread) : null}>
                    <span className="mb-top__icon" style={{ background: CATEGORY_LOOK[c].color }}>
                      {CATEGORY_LOOK[c].icon}
                    </span>
                  </Badge>
                  <span className="mb-top__label">{t(`message.category.${c}`)}</span>
                </button>
              );
            })}
          </div>
        )}
        <div className="mb-list">
          {rows.map((c) => (
            <button
              type="button"
              key={c.category}
              className="mb-row"
              data-testid={`message-category-${c.category}`}
              onClick={() => openCategory(c.category)}
            >
              <span className="mb-row__icon" style={{ background: CATEGORY_LOOK[c.category].color }}>
                {CATEGORY_LOOK[c.category].icon}
              </span>
              <span className="mb-row__main">
                <span className="mb-row__head">
                  <span className="mb-row__name">{t(`message.category.${c.category}`)}</span>
                  {c.latest && <span className="mb-row__time">{when.short(c.latest.created_at)}</span>}
                </span>
                <span className="mb-row__foot">
                  <span className="mb-row__text">
                    {c.latest ? line(c.latest) : t('message.box.nothingYet')}
                  </span>
                  {c.unread > 0 && <Badge content={badgeText(c.unread)} className="mb-row__badge" />}
                </span>
              </span>
            </button>
          ))}
          {(first?.shops ?? []).map((s) => (
            <button
              type="button"
              key={`shop-${s.id}`}
              className="mb-row"
              data-testid={`message-shop-${s.id}`}
              onClick={() => go(pageUrl('/pages/message', { as_mch_id: s.id }))}
            >
              {s.logo ? (
                <Avatar src={s.logo} className="mb-row__avatar" />
              ) : (
                <span className="mb-row__icon" style={{ background: CATEGORY_LOOK.shop.color }}>
                  <ShopbagOutline />
                </span>
              )}
              <span className="mb-row__main">
                <span className="mb-row__head">
                  <span className="mb-row__name">{s.name}</span>
                </span>
                <span className="mb-row__foot">
                  <span className="mb-row__text">{t('message.box.shopHint')}</span>
                  {s.unread > 0 && <Badge content={badgeText(s.unread)} className="mb-row__badge" />}
                </span>
              </span>
            </button>
          ))}
        </div>
        <div className="mb-section">{t('message.box.chats')}</div>
        <div className="mb-list" data-testid="message-conversations">
          {conversations.length === 0 && <div className="mb-empty">{t('message.box.noChats')}</div>}
          {conversations.map((c) => (
            <button
              type="button"
              key={c.id}
              className="mb-row"
              data-testid={`conversation-${c.id}`}
              onClick={() => go(withShop('/pages/message-chat', { id: c.id, name: c.peer.nickname }))}
            >
              <Badge content={c.unread ? badgeText(c.unread) : null}>
                <Avatar src={c.peer.avatar} className="mb-row__avatar" />
              </Badge>
              <span className="mb-row__main">
                <span className="mb-row__head">
                  <span className="mb-row__name">
                    {c.peer.nickname}
                    {c.peer.type === 'shop' && <span className="mb-tag">{t('message.box.shop')}</span>}
                  </span>
                  <span className="mb-row__time">{when.short(c.updated_at)}</span>
                </span>
                <span className="mb-row__foot">
                  <span className="mb-row__text">{preview(c)}</span>
                </span>
              </span>
            </button>
          ))}
          <InfiniteScroll
            hasMore={Boolean(query.hasNextPage)}
            loadMore={async () => {
              await query.fetchNextPage();
            }}
          >
            {(hasMore) => (hasMore ? <DotLoading /> : null)}
          </InfiniteScroll>
        </div>
      </QueryState>
    </PullRefresh>
  );
}

/** The message box: notice categories with their unread and latest, then conversations. */
export function MessagePage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const asMchId = usePageParams().getId('as_mch_id');
  const readAll = () =>
    void Dialog.confirm({
      content: t('message.box.readAllConfirm'),
      confirmText: t('message.box.readAll'),
      cancelText: t('message.common.cancel'),
      onConfirm: async () => {
        let s = await markRead({ all: 1, ...(asMchId !== null ? { as_mch_id: asMchId } : {}) });
        // My box counts the shops I answer for too: read theirs as well.
        if (asMchId === null) {
          const box = qc.getQueryData<{ pages: Array<{ shops: Array<{ id: number; unread: number }> }> }>(
            messageKeys.collection(null),
          );
          for (const shop of box?.pages[0]?.shops ?? [])
            if (shop.unread > 0) s = await markRead({ all: 1, as_mch_id: shop.id });
        }
        showStatistics(s);
        await qc.invalidateQueries({ queryKey: messageKeys.all });
        showSuccess(t('message.box.readAllDone'));
      },
    });
  return (
    <Page
      path="/pages/message"
      title={asMchId === null ? t('message.box.title') : t('message.box.shopTitle')}
      className="mb-page"
      right={
        <button type="button" className="mb-readall" data-testid="message-read-all" onClick={readAll}>
          {t('message.box.readAll')}
        </button>
      }
    >
      <LoginRequired>
        <MessageBox />
      </LoginRequired>
    </Page>
  );
}
