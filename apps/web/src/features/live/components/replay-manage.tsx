import type { live } from '@dance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { showToast } from '../../../lib/toast.ts';
import { liveKeys } from '../api/keys.ts';
import { replayDelete } from '../api/replay-delete.ts';
import { clock } from './replay-player.tsx';

/** An ended live's replay in the anchor's own list: its state and length, and deleting it. */
export function ReplayManage({ item }: { item: live.LiveCard }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const r = item.replay;
  if (!r) return null;
  const remove = async () => {
    if (!(await Dialog.confirm({ content: t('live.replay.deleteConfirm') }))) return;
    try {
      await replayDelete({ live_id: item.id });
      showToast(t('live.replay.deleted'));
      await qc.invalidateQueries({ queryKey: liveKeys.all });
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className="live-replay-manage" data-testid={`live-replay-manage-${item.id}`}>
      <span className={`live-replay-manage__state live-replay-manage__state--${r.status}`}>
        {t(`live.replay.status.${r.status}`)}
        {r.status === 'ready' && r.seconds !== null ? ` · ${clock(r.seconds)}` : ''}
      </span>
      {r.status !== 'none' && r.status !== 'recording' ? (
        <Button
          size="mini"
          fill="outline"
          color="danger"
          onClick={() => void remove()}
          data-testid={`live-replay-delete-${item.id}`}
        >
          {t('live.replay.delete')}
        </Button>
      ) : null}
    </div>
  );
}
