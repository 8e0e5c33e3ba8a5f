import type { live } from '@dance/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popup } from 'antd-mobile';
import {
  FireFill,
  GiftOutline,
  HeartFill,
  LikeOutline,
  SoundOutline,
  StarFill,
  StarOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { addWatchHistory } from '../api/add-watch-history.ts';
import { liveGifts } from '../api/gifts.ts';
import { joinLive } from '../api/join.ts';
import { liveKeys } from '../api/keys.ts';
import { leaveLive } from '../api/leave.ts';
import { likeLive } from '../api/like.ts';
import { liveDetail } from '../api/live-detail.ts';
import { reserveLive } from '../api/reservation.ts';
import { sendGift } from '../api/send-gift.ts';
import { sendLiveMessage } from '../api/send-message.ts';
import { topGivers } from '../api/top-givers.ts';
import { FlvPlayer } from '../components/flv-player.tsx';
import { LiveGoods } from '../components/live-goods.tsx';
import { LiveReportPopup } from '../components/report-popup.tsx';
import { AnchorReplays } from '../components/anchor-replays.tsx';
import { ReplayPlayer } from '../components/replay-player.tsx';
import { useRoomModeration } from '../components/room-moderation.tsx';
import type { RoomPerson } from '../components/moderation-sheet.tsx';
import { LiveShareButton } from '../components/share-poster.tsx';
import { newClientId, openRoomSocket } from '../lib/room-socket.ts';

const HEARTBEAT_MS = 20_000;
const LIKE_FLUSH_MS = 800;
const KEEP_LINES = 60;

interface Line {
  id: string;
  kind: 'chat' | 'join' | 'gift' | 'system';
  who: string;
  text: string;
  user?: RoomPerson;
}

const fail = (e: unknown) => showToast(e instanceof Error ? e.message : String(e));

/** The live room (also live-play and its variants): the stream, chat, likes, gifts, pinned goods. */
export function LiveRoom({ path }: { path: string }) {
  const { t } = useTranslation();
  const id = usePageParams().getId() ?? 0;
  const qc = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);
  const detail = useQuery({
    queryKey: liveKeys.detail(id),
    queryFn: () => liveDetail({ id }),
    enabled: id > 0,
    refetchInterval: 15_000,
  });
  const d = detail.data;
  const [lines, setLines] = useState<Line[]>([]);
  const [likes, setLikes] = useState<number | null>(null);
  const [viewers, setViewers] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const pendingLikes = useRef(0);
  const likeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = d?.status === 'live';
  const mod = useRoomModeration(id, d);
  const onModeration = mod.onEvent;

  const add = (l: Line) => setLines((prev) => [...prev.slice(-(KEEP_LINES - 1)), l]);

  // Visitors watch the chat too (a visitor's socket); sending, liking and gifts ask for a login.
  useEffect(() => {
    if (!id) return;
    return openRoomSocket(id, (e) => {
      if (e.type === 'live.chat')
        add({ id: e.id, kind: 'chat', who: e.user.nickname, text: e.content, user: e.user });
      const system = onModeration(e);
      if (system) add(system);
      if (e.type === 'live.join') {
        setViewers(e.viewer_count);
        add({
          id: `j${Date.now()}${e.user.id}`,
          kind: 'join',
          who: e.user.nickname,
          text: t('live.room.joined'),
          user: e.user,
        });
      }
      if (e.type === 'live.like') setLikes((n) => Math.max(n ?? 0, e.like_count));
      if (e.type === 'live.gift')
        add({
          id: `g${Date.now()}${e.user.id}`,
          kind: 'gift',
          who: e.user.nickname,
          text: t('live.room.sentGift', { num: e.num, gift: t(`live.gift.${e.gift_id}`) }),
        });
      if (e.type === 'live.status' || e.type === 'live.goods' || e.type === 'live.subscribed')
        void qc.invalidateQueries({ queryKey: liveKeys.detail(id) });
    });
  }, [id, qc, t, onModeration]);

  useEffect(() => {
    if (!id || !isLogin) return;
    void addWatchHistory({ live_id: id }).catch(() => undefined);
  }, [id, isLogin]);

  useEffect(() => {
    if (!id || !isLogin || !running || mod.removed) return;
    const beat = () =>
      void joinLive({ live_id: id })
        .then((r) => {
          setViewers(r.viewer_count);
          setLikes((n) => Math.max(n ?? 0, r.like_count));
        })
        .catch(() => undefined);
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void leaveLive({ live_id: id }).catch(() => undefined);
    };
  }, [id, isLogin, running, mod.removed]);

  const needLogin = () => {
    void navigateTo(LOGIN_PATH).catch(() => undefined);
  };

  const send = async () => {
    if (!isLogin) return needLogin();
    const content = text.trim();
    if (!content) return;
    try {
      await sendLiveMessage({ live_id: id, content });
      setText('');
    } catch (e) {
      fail(e);
    }
  };

  const tapLike = () => {
    if (!isLogin) return needLogin();
    pendingLikes.current += 1;
    setLikes((n) => (n ?? d?.like_count ?? 0) + 1);
    if (likeTimer.current) return;
    likeTimer.current = setTimeout(() => {
      likeTimer.current = null;
      const count = Math.min(50, pendingLikes.current);
      pendingLikes.current = 0;
      void likeLive({ live_id: id, count })
        .then((r) => setLikes(r.like_count))
        .catch(fail);
    }, LIKE_FLUSH_MS);
  };

  const reserve = async (on: boolean) => {
    if (!isLogin) return needLogin();
    try {
      await reserveLive({ live_id: id, on: on ? 1 : 0 });
      await qc.invalidateQueries({ queryKey: liveKeys.detail(id) });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Page
      path={path}
      title={d?.title ?? t('live.room.title')}
      className="live-room"
      right={
        d && !d.is_anchor ? (
          <button
            type="button"
            className="live-room__report"
            onClick={() => (isLogin ? setReporting(true) : needLogin())}
            data-testid="live-report-open"
          >
            {t('live.report.open')}
          </button>
        ) : undefined
      }
    >
      <QueryState isPending={detail.isPending} error={detail.error} refetch={() => void detail.refetch()}>
        {d ? (
          <>
            <div className="live-stage">
              {mod.node}
              {mod.removed ? null : d.play ? (
                <FlvPlayer url={d.play.flv} hls={d.play.hls} poster={d.cover} />
              ) : d.status === 'ended' ? (
                <ReplayPlayer replay={d.replay} poster={d.cover} />
              ) : (
                <div className="live-player live-player--empty" data-testid="live-state">
                  <p className={`live-badge live-badge--${d.status}`}>{t(`live.status.${d.status}`)}</p>
                  {d.status === 'scheduled' ? (
                    <>
                      <p>{new Date(d.scheduled_at).toLocaleString()}</p>
                      <Button
                        size="small"
                        shape="rounded"
                        color="primary"
                        onClick={() => void reserve(!d.reserved)}
                        data-testid="live-reserve"
                      >
                        {d.reserved ? t('live.room.reserved') : t('live.room.reserve')}
                      </Button>
                    </>
                  ) : (
                    <p data-testid="live-ended">{t('live.room.ended')}</p>
                  )}
                </div>
              )}
              <div className="live-stage__head">
                <span className="live-stage__anchor">{d.anchor.nickname}</span>
                {running ? (
                  <span data-testid="live-viewers">
                    {t('live.viewers', { count: viewers ?? d.viewer_count })}
                  </span>
                ) : null}
                <span data-testid="live-likes">{t('live.likes', { count: likes ?? d.like_count })}</span>
                <LiveShareButton live={d} />
              </div>
            </div>

            <LiveGoods d={d} />

            <div className="live-chat" data-testid="live-chat">
              {lines.length === 0 ? <p className="live-chat__empty">{t('live.room.chatEmpty')}</p> : null}
              {lines.map((l) => (
                <p key={l.id} className={`live-chat__line live-chat__line--${l.kind}`}>
                  {l.user ? (
                    <b
                      role="button"
                      tabIndex={0}
                      onClick={() => mod.pick(l.user!)}
                      data-testid="live-chat-author"
                    >
                      {l.who}
                    </b>
                  ) : (
                    <b>{l.who}</b>
                  )}{' '}
                  {l.text}
                </p>
              ))}
            </div>

            {running && !mod.removed ? (
              <div className="live-bar">
                <Input
                  className="live-bar__input"
                  value={text}
                  onChange={setText}
                  maxLength={200}
                  placeholder={mod.muted ? t('live.moderation.mutedHint') : t('live.room.say')}
                  onEnterPress={() => void send()}
                  data-testid="live-input"
                />
                <Button size="small" onClick={() => void send()} data-testid="live-send">
                  {t('live.room.send')}
                </Button>
                <button
                  type="button"
                  className="live-bar__heart"
                  onClick={tapLike}
                  data-testid="live-like"
                  aria-label={t('live.room.like')}
                >
                  <HeartFill />
                </button>
                <button
                  type="button"
                  className="live-bar__gift"
                  onClick={() => (isLogin ? setGiftsOpen(true) : needLogin())}
                  data-testid="live-gift"
                  aria-label={t('live.room.gifts')}
                >
                  <GiftOutline />
                </button>
              </div>
            ) : null}
            <AnchorReplays anchorId={d.anchor.id} currentId={d.id} />
            <GiftPopup liveId={id} visible={giftsOpen} onClose={() => setGiftsOpen(false)} />
            <LiveReportPopup liveId={id} visible={reporting} onClose={() => setReporting(false)} />
          </>
        ) : null}
      </QueryState>
    </Page>
  );
}

function GiftPopup({ liveId, visible, onClose }: { liveId: number; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const gifts = useQuery({
    queryKey: liveKeys.gifts,
    queryFn: () => liveGifts({}),
    enabled: visible,
    staleTime: Infinity,
  });
  const [points, setPoints] = useState<number | null>(null);
  const givers = useQuery({
    queryKey: liveKeys.givers(liveId),
    queryFn: () => topGivers({ live_id: liveId }),
    enabled: visible,
  });
  const give = async (gift_id: live.GiftId) => {
    try {
      const r = await sendGift({ live_id: liveId, gift_id, num: 1, client_id: newClientId() });
      setPoints(r.integral);
      void givers.refetch();
    } catch (e) {
      fail(e);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="live-gifts">
      <div className="live-gifts__head">
        <b>{t('live.room.gifts')}</b>
        {points !== null ? <span>{t('live.room.points', { count: points })}</span> : null}
      </div>
      {givers.data?.list.length ? (
        <ol className="live-gifts__top" data-testid="live-top-givers">
          {givers.data.list.slice(0, 3).map((g) => (
            <li key={g.id}>
              <span>{g.nickname}</span>
              <small>{t('live.room.points', { count: g.points })}</small>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="live-gifts__grid">
        {(gifts.data?.list ?? []).map((g) => (
          <button
            key={g.id}
            type="button"
            className="live-gifts__item"
            onClick={() => void give(g.id)}
            data-testid={`gift-${g.id}`}
          >
            <span className="live-gifts__icon">{GIFT_ICONS[g.id]}</span>
            <span>{t(`live.gift.${g.id}`)}</span>
            <small>{t('live.room.points', { count: g.points })}</small>
          </button>
        ))}
      </div>
    </Popup>
  );
}

const GIFT_ICONS: Record<live.GiftId, ReactNode> = {
  clap: <LikeOutline />,
  fire: <FireFill />,
  sneaker: <StarOutline />,
  boombox: <SoundOutline />,
  crown: <StarFill />,
};
