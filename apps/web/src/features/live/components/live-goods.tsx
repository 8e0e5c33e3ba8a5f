import type { live } from '@dance/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { liveKeys } from '../api/keys.ts';
import { pinGoods } from '../api/pin-goods.ts';
import { GoodsPicker, type PickedGoods } from './goods-picker.tsx';

/** Where a pinned goods' buy button goes: the goods page, carrying the live for the order. */
export const buyUrl = (goodsId: number, liveId: number) =>
  pageUrl('/pages/goods-detail', { id: goodsId, live_id: liveId });

/** The anchor changes the pinned goods while the live is scheduled or running, from the picker. */
function PinEditor({ d, onClose }: { d: live.LiveDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [chosen, setChosen] = useState<PickedGoods[]>(d.pinned_goods);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const next = await pinGoods({ live_id: d.id, goods_ids: chosen.map((g) => g.id) });
      qc.setQueryData(liveKeys.detail(d.id), next);
      onClose();
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="live-pin">
      <p className="live-pin__hint">{t('live.selling.pinHint')}</p>
      <GoodsPicker value={chosen} onChange={setChosen} />
      <Button block color="primary" loading={busy} onClick={() => void save()} data-testid="live-pin-save">
        {t('live.selling.pinSave')}
      </Button>
    </div>
  );
}

/**
 * The room's pinned goods: each with a buy button that opens the goods page carrying the live
 * (the order is attributed to it, decision 235); the anchor edits the pins until the live ends.
 * The room reads the live again on `live.goods`, so this list follows the anchor's pins.
 */
export function LiveGoods({ d }: { d: live.LiveDetail }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const canPin = d.is_anchor && d.status !== 'ended';
  if (!d.pinned_goods.length && !canPin) return null;
  return (
    <>
      <div className="live-goods" data-testid="live-goods">
        {d.pinned_goods.map((g) => (
          <div key={g.id} className="live-goods__item" data-testid={`live-goods-${g.id}`}>
            <img src={g.cover} alt="" />
            <div className="live-goods__name">{g.name}</div>
            <div className="live-goods__price">¥{g.price}</div>
            <Button
              size="mini"
              color="primary"
              disabled={!g.on_sale}
              onClick={() => void navigateTo(buyUrl(g.id, d.id)).catch(() => undefined)}
            >
              {g.on_sale ? t('live.room.buy') : t('live.pick.offSale')}
            </Button>
          </div>
        ))}
        {canPin ? (
          <Button size="mini" onClick={() => setEditing(true)} data-testid="live-pin-open">
            {t('live.selling.pin')}
          </Button>
        ) : null}
      </div>
      <Popup visible={editing} onMaskClick={() => setEditing(false)} bodyClassName="live-pick__popup">
        {editing ? <PinEditor d={d} onClose={() => setEditing(false)} /> : null}
      </Popup>
    </>
  );
}
