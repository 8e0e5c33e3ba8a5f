import type { live } from '@dance/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { roomAdmins, roomAdminsKey } from '../api/room-admins.ts';
import { roomMe, roomMeKey, viewerStandingKey } from '../api/room-me.ts';
import { ModerationSheet, type RoomPerson } from './moderation-sheet.tsx';
import './moderation.css';

/** A chat line the room adds for a mute or removal others see. */
export interface SystemLine {
  id: string;
  kind: 'system';
  who: string;
  text: string;
}

export interface RoomModeration {
  /** The caller is muted here: no chat, likes or gifts. */
  muted: boolean;
  /** The caller was removed: no player, no heartbeat. */
  removed: boolean;
  /** Hands a room event over; answers the line others see for a mute or removal. */
  onEvent: (e: live.RoomEvent | { type: string }) => SystemLine | null;
  /** Opens the actions on a viewer tapped in the chat (for the anchor and room admins only). */
  pick: (user: RoomPerson) => void;
  /** The action sheet, and the removed state over the stage. */
  node: ReactNode;
}

const ROOM_ME_STALE = 30_000;

/**
 * The room's moderation: the caller's own standing (muted, removed, room admin), the action sheet
 * on a viewer for the anchor and room admins, and what mute and removal events change.
 */
export function useRoomModeration(liveId: number, d: live.LiveDetail | undefined): RoomModeration {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);
  const myId = useUserStore((s) => s.user?.id ?? 0);
  const me = useQuery({
    queryKey: roomMeKey(liveId),
    queryFn: () => roomMe({ live_id: liveId }),
    enabled: isLogin && liveId > 0,
    staleTime: ROOM_ME_STALE,
  }).data;
  const isAnchor = d?.is_anchor ?? false;
  const admins = useQuery({ queryKey: roomAdminsKey, queryFn: () => roomAdmins(), enabled: isAnchor }).data;
  const [target, setTarget] = useState<RoomPerson | null>(null);
  // Mutes heard or done in this session, by user id; a viewer's state from before (a mute of an
  // earlier visit, or before a reload) is read when the sheet opens on them.
  const [mutedIds, setMutedIds] = useState<Map<number, boolean>>(new Map());
  const [adminIds, setAdminIds] = useState<Map<number, boolean>>(new Map());

  const setMe = useCallback(
    (patch: Partial<live.RoomMe>) =>
      qc.setQueryData<live.RoomMe>(roomMeKey(liveId), (old) =>
        old
          ? { ...old, ...patch }
          : { muted: false, removed: false, is_admin: false, can_moderate: false, ...patch },
      ),
    [qc, liveId],
  );

  const state = useRef({ myId, t, setMe });
  useEffect(() => {
    state.current = { myId, t, setMe };
  });

  const onEvent = useCallback((e: live.RoomEvent | { type: string }): SystemLine | null => {
    const { myId: mine, t: tr, setMe: patch } = state.current;
    if (e.type === 'live.mute') {
      const m = e as Extract<live.RoomEvent, { type: 'live.mute' }>;
      setMutedIds((prev) => new Map(prev).set(m.user.id, m.muted));
      if (m.user.id === mine) {
        patch({ muted: m.muted });
        showToast(tr(m.muted ? 'live.moderation.youMuted' : 'live.moderation.youUnmuted'));
      }
      return {
        id: `m${Date.now()}${m.user.id}`,
        kind: 'system',
        who: m.user.nickname,
        text: tr(m.muted ? 'live.moderation.wasMuted' : 'live.moderation.wasUnmuted'),
      };
    }
    if (e.type === 'live.remove') {
      const r = e as Extract<live.RoomEvent, { type: 'live.remove' }>;
      if (r.user.id === mine) patch({ removed: true });
      return {
        id: `r${Date.now()}${r.user.id}`,
        kind: 'system',
        who: r.user.nickname,
        text: tr('live.moderation.wasRemoved'),
      };
    }
    return null;
  }, []);

  const canModerate = me?.can_moderate ?? isAnchor;
  const anchorId = d?.anchor.id ?? 0;
  const pick = useCallback(
    (user: RoomPerson) => {
      if (!canModerate || user.id === myId || user.id === anchorId) return;
      setTarget(user);
    },
    [canModerate, myId, anchorId],
  );

  const standing = useQuery({
    queryKey: viewerStandingKey(liveId, target?.id ?? 0),
    queryFn: () => roomMe({ live_id: liveId, user_id: target!.id }),
    enabled: target !== null && canModerate,
  }).data;
  const targetMuted = target ? (mutedIds.get(target.id) ?? standing?.muted ?? false) : false;

  const targetIsAdmin = target
    ? (adminIds.get(target.id) ?? admins?.list.some((a) => a.id === target.id) ?? false)
    : false;
  const removed = me?.removed ?? false;

  const node = (
    <>
      <ModerationSheet
        liveId={liveId}
        target={target}
        isAnchor={isAnchor}
        muted={targetMuted}
        targetIsAdmin={targetIsAdmin}
        onClose={() => setTarget(null)}
        onDone={(change) => {
          if (!target) return;
          const id = target.id;
          if (change.muted !== undefined) setMutedIds((prev) => new Map(prev).set(id, change.muted!));
          if (change.admin !== undefined) {
            setAdminIds((prev) => new Map(prev).set(id, change.admin!));
            void qc.invalidateQueries({ queryKey: roomAdminsKey });
          }
        }}
      />
      {removed ? (
        <div className="live-mod__removed" data-testid="live-removed">
          <b>{t('live.moderation.removedTitle')}</b>
          <p>{t('live.moderation.removedText')}</p>
        </div>
      ) : null}
    </>
  );

  return { muted: me?.muted ?? false, removed, onEvent, pick, node };
}
