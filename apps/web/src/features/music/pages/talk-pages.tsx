import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InfiniteScroll, Input } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useUserStore } from '../../../stores/user.ts';
import {
  commentsQuery,
  likeComment,
  postComment,
  type TrackComment,
  type TrackReply,
} from '../api/comments.ts';
import { handpickQuery } from '../api/handpick.ts';
import { musicKeys } from '../api/keys.ts';
import { trackDetailQuery } from '../api/track-detail.ts';
import { PlayIcon } from '../components/icons.tsx';
import { toPlayItem, TrackRow } from '../components/track-row.tsx';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function when(iso: string): string {
  const d = new Date(iso);
  const today = new Date();
  return d.toDateString() === today.toDateString()
    ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString();
}

function LikeButton({ c }: { c: TrackReply }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.token !== null);
  const [state, setState] = useState({ liked: c.liked, count: c.like_count });
  return (
    <button
      type="button"
      className={state.liked ? 'track-comment__like track-comment__like--on' : 'track-comment__like'}
      data-testid={`comment-like-${c.id}`}
      aria-pressed={state.liked}
      aria-label={t('music.comment.like')}
      onClick={() => {
        if (!signedIn) return go(LOGIN_PATH);
        const next = !state.liked;
        setState({ liked: next, count: state.count + (next ? 1 : -1) });
        likeComment(c.id, next)
          .then((r) => setState({ liked: r.liked, count: r.like_count }))
          .catch(() => setState(state));
      }}
    >
      {state.count > 0 && <span>{state.count}</span>}
      {state.liked ? <HeartFill /> : <HeartOutline />}
    </button>
  );
}

function CommentBody({ c, onReply }: { c: TrackReply; onReply: (c: TrackReply) => void }) {
  const { t } = useTranslation();
  return (
    <div className="track-comment__body">
      <div className="track-comment__head">
        <span>
          <b>{c.user.nickname}</b>
          <small>{when(c.created_at)}</small>
        </span>
        <LikeButton c={c} />
      </div>
      <button type="button" className="track-comment__text" onClick={() => onReply(c)}>
        {c.reply_to && (
          <>
            {t('music.comment.replyTo')} <em>@{c.reply_to.nickname}</em>：
          </>
        )}
        {c.content}
        {c.status === 'review' && (
          <small className="track-comment__review">{t('music.comment.review')}</small>
        )}
      </button>
    </div>
  );
}

function Thread({
  c,
  trackId,
  onReply,
}: {
  c: TrackComment;
  trackId: number;
  onReply: (c: TrackReply) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const all = useInfiniteQuery({ ...commentsQuery(trackId, c.id), enabled: open });
  const replies = open ? (all.data?.pages.flatMap((p) => p.list) ?? c.replies) : c.replies;
  return (
    <li className="track-comment" data-testid={`comment-${c.id}`}>
      <img className="track-comment__avatar" src={c.user.avatar} alt="" />
      <div className="track-comment__main">
        <CommentBody c={c} onReply={onReply} />
        {replies.length > 0 && (
          <ul className="track-comment__replies">
            {replies.map((r) => (
              <li key={r.id}>
                <CommentBody c={r} onReply={onReply} />
              </li>
            ))}
          </ul>
        )}
        {c.reply_count > replies.length && (
          <button
            type="button"
            className="track-comment__more"
            onClick={() => (open ? void all.fetchNextPage() : setOpen(true))}
          >
            {t('music.comment.moreReplies', { count: c.reply_count })}
          </button>
        )}
      </div>
    </li>
  );
}

/** A track's comments: threads with replies and likes, and the box to write one. */
export function PlayingCommentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const playId = usePlaybackStore((s) => s.playId);
  const id = Number(params.get('id')) || playId || 0;
  const queryClient = useQueryClient();
  const signedIn = useUserStore((s) => s.token !== null);
  const track = useQuery({ ...trackDetailQuery(id), enabled: id > 0 });
  const list = useInfiniteQuery({ ...commentsQuery(id), enabled: id > 0 });
  const comments = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const [text, setText] = useState('');
  const [target, setTarget] = useState<TrackReply | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!signedIn) return go(LOGIN_PATH);
    if (!text.trim()) return;
    setBusy(true);
    try {
      const made = await postComment(id, text.trim(), target?.id);
      setText('');
      setTarget(null);
      if (made.status === 'review') showToast(t('music.comment.held'));
      await queryClient.invalidateQueries({ queryKey: musicKeys.commentsOf(id) });
    } catch {
      // The wrapper showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      path="/pages/playing/comment"
      title={t('music.comment.title', { count: total })}
      className="music-list-page"
    >
      {track.data && (
        <button type="button" className="track-comment-track" onClick={() => go('/pages/playing')}>
          <img src={track.data.cover} alt="" />
          <span>
            <b>{track.data.title}</b>
            <small>{track.data.artist}</small>
          </span>
          <PlayIcon />
        </button>
      )}
      <QueryState
        {...list}
        empty={comments.length === 0}
        emptyText={t('music.comment.empty')}
        emptyPicture="comments"
      >
        <ul className="track-comments">
          {comments.map((c) => (
            <Thread key={c.id} c={c} trackId={id} onReply={setTarget} />
          ))}
        </ul>
        <InfiniteScroll loadMore={async () => void (await list.fetchNextPage())} hasMore={list.hasNextPage} />
      </QueryState>
      <div className="music-buy__bar track-comment-bar">
        <Input
          value={text}
          onChange={setText}
          maxLength={500}
          data-testid="comment-input"
          placeholder={
            target ? t('music.comment.replyHint', { name: target.user.nickname }) : t('music.comment.hint')
          }
          onEnterPress={() => void send()}
        />
        {target && (
          <button type="button" className="track-comment-bar__cancel" onClick={() => setTarget(null)}>
            ×
          </button>
        )}
        <Button
          color="primary"
          shape="rounded"
          size="small"
          loading={busy}
          onClick={() => void send()}
          data-testid="comment-send"
        >
          {t('music.comment.send')}
        </Button>
      </div>
    </Page>
  );
}

/** The operators' handpicked lists, each with its tracks to play. */
export function HandpickPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const lists = useQuery(handpickQuery(id));
  const all = lists.data?.list ?? [];
  return (
    <Page path="/pages/handpick" title={t('music.handpick.title')} className="music-list-page">
      <QueryState
        {...lists}
        empty={all.length === 0}
        emptyText={t('music.handpick.empty')}
        emptyPicture="music"
      >
        {all.map((h) => (
          <section key={h.id} className="handpick" data-testid={`handpick-${h.id}`}>
            <div
              className="handpick__head"
              style={h.cover ? { backgroundImage: `url(${h.cover})` } : undefined}
            >
              <div>
                <b>{h.title}</b>
                {h.intro && <small>{h.intro}</small>}
              </div>
              {h.tracks.length > 0 && (
                <button
                  type="button"
                  className="handpick__play"
                  onClick={() =>
                    usePlaybackStore.getState().playAll(h.tracks.map(toPlayItem), h.tracks[0]!.id)
                  }
                >
                  <PlayIcon /> {t('music.playAll')}
                </button>
              )}
            </div>
            {h.tracks.map((track, i) => (
              <TrackRow key={track.id} track={track} list={h.tracks} index={i + 1} />
            ))}
          </section>
        ))}
        <button
          type="button"
          className="home-music__genre-link"
          onClick={() => go(pageUrl('/pages/albumList'))}
        >
          {t('music.handpick.albums')}
        </button>
      </QueryState>
    </Page>
  );
}
