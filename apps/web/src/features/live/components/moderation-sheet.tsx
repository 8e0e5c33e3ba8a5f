import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { muteViewer } from '../api/mute.ts';
import { removeViewer } from '../api/remove-viewer.ts';
import { setRoomAdmin } from '../api/room-admin.ts';

type Action = ActionSheetProps['actions'][number];

export interface RoomPerson {
  id: number;
  nickname: string;
  avatar: string;
}

export interface ModerationSheetProps {
  liveId: number;
  /** The viewer acted on; null closes the sheet. */
  target: RoomPerson | null;
  /** The caller is the live's anchor: they also appoint and dismiss room admins. */
  isAnchor: boolean;
  /** What the room knows of the target: muted here, one of the anchor's room admins. */
  muted: boolean;
  targetIsAdmin: boolean;
  onClose: () => void;
  /** After a change went through: the room updates what it knows. */
  onDone: (change: { muted?: boolean; removed?: boolean; admin?: boolean }) => void;
}

/**
 * The anchor's and room admins' actions on a viewer tapped in the chat: mute or unmute, remove
 * from the room, and (the anchor only) make or unmake a room admin. An admin has no actions on
 * another admin (the server refuses them too).
 */
export function ModerationSheet(p: ModerationSheetProps) {
  const { t } = useTranslation();
  const target = p.target;
  const run = async (what: () => Promise<unknown>, change: Parameters<ModerationSheetProps['onDone']>[0]) => {
    p.onClose();
    try {
      await what();
      p.onDone(change);
      showSuccess(t('live.moderation.done'));
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
  };
  const actions: Action[] = [];
  if (target && (p.isAnchor || !p.targetIsAdmin)) {
    actions.push(
      p.muted
        ? {
            key: 'unmute',
            text: t('live.moderation.unmute'),
            onClick: () =>
              void run(() => muteViewer({ live_id: p.liveId, user_id: target.id, on: 0 }), { muted: false }),
          }
        : {
            key: 'mute',
            text: t('live.moderation.mute'),
            onClick: () =>
              void run(() => muteViewer({ live_id: p.liveId, user_id: target.id, on: 1 }), { muted: true }),
          },
      {
        key: 'remove',
        text: t('live.moderation.remove'),
        danger: true,
        onClick: () =>
          void run(() => removeViewer({ live_id: p.liveId, user_id: target.id }), { removed: true }),
      },
    );
    if (p.isAnchor)
      actions.push(
        p.targetIsAdmin
          ? {
              key: 'unadmin',
              text: t('live.moderation.unmakeAdmin'),
              onClick: () => void run(() => setRoomAdmin({ user_id: target.id, on: 0 }), { admin: false }),
            }
          : {
              key: 'admin',
              text: t('live.moderation.makeAdmin'),
              onClick: () => void run(() => setRoomAdmin({ user_id: target.id, on: 1 }), { admin: true }),
            },
      );
  }
  return (
    <ActionSheet
      visible={target !== null}
      actions={actions}
      extra={
        target ? (
          <div className="live-mod__who" data-testid="live-mod-sheet">
            <b>{target.nickname}</b>
            {p.targetIsAdmin ? <span className="live-mod__tag">{t('live.moderation.admin')}</span> : null}
            {p.muted ? <span className="live-mod__tag">{t('live.moderation.mutedTag')}</span> : null}
            {actions.length === 0 ? <p>{t('live.moderation.noActions')}</p> : null}
          </div>
        ) : null
      }
      cancelText={t('live.moderation.cancel')}
      onClose={p.onClose}
      closeOnAction={false}
    />
  );
}
