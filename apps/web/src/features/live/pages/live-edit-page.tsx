import { live } from '@dance/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popup, Selector, SpinLoading, Switch } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { redirectTo, pageUrl } from '../../../lib/navigation.ts';
import { upload } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { createLive } from '../api/create-live.ts';
import { liveKeys } from '../api/keys.ts';
import { liveDetail } from '../api/live-detail.ts';
import { ChosenGoods, GoodsPicker, type PickedGoods } from '../components/goods-picker.tsx';

/** `yyyy-mm-ddThh:mm` in local time, as a datetime-local input takes it. */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Create (live-create) or edit before it starts (live-edit?id=): title, style, start time, pinned goods. */
function LiveEdit({ path }: { path: string }) {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const qc = useQueryClient();
  const existing = useQuery({
    queryKey: liveKeys.detail(id ?? 0),
    queryFn: () => liveDetail({ id: id! }),
    enabled: id !== null,
  });
  const [title, setTitle] = useState('');
  const [style, setStyle] = useState<live.LiveStyle>('jam');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState(localInput(new Date(Date.now() + 3_600_000)));
  const [goods, setGoods] = useState<PickedGoods[]>([]);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cover, setCover] = useState('');
  const [keepReplay, setKeepReplay] = useState(true);

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    setTitle(d.title);
    setStyle(d.style);
    setLater(new Date(d.scheduled_at).getTime() > Date.now());
    setAt(localInput(new Date(d.scheduled_at)));
    setGoods(d.pinned_goods);
    setCover(d.cover);
    setKeepReplay(d.keep_replay);
  }, [existing.data]);

  const save = async () => {
    if (!title.trim()) return showToast(t('live.edit.needTitle'));
    setBusy(true);
    try {
      const saved = await createLive({
        ...(id ? { id } : {}),
        title: title.trim(),
        style,
        ...(cover ? { cover } : {}),
        ...(later ? { scheduled_at: new Date(at).toISOString() } : {}),
        goods_ids: goods.map((g) => g.id),
        keep_replay: keepReplay ? 1 : 0,
      });
      await qc.invalidateQueries({ queryKey: liveKeys.all });
      await redirectTo(pageUrl('/pages/live-start', { id: saved.id }));
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      path={path}
      title={id ? t('live.edit.editTitle') : t('live.edit.createTitle')}
      className="live-form"
    >
      <Form layout="vertical">
        <Form.Item label={t('live.edit.title')}>
          <Input
            value={title}
            onChange={setTitle}
            maxLength={60}
            placeholder={t('live.edit.titleHint')}
            data-testid="live-title"
          />
        </Form.Item>
        <Form.Item label={t('live.edit.cover')}>
          <label className="live-form__pick" data-testid="live-cover">
            {cover ? <img className="live-form__cover" src={cover} alt="" /> : <AddOutline />}
            <span className="live-form__pick-label">
              {busy ? (
                <SpinLoading style={{ '--size': '16px' }} />
              ) : (
                t(cover ? 'live.edit.coverChange' : 'live.edit.coverPick')
              )}
            </span>
            <input
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                setBusy(true);
                void upload(file, 'image')
                  .then((f) => setCover(f.url))
                  .catch((err: unknown) => showToast(err instanceof Error ? err.message : String(err)))
                  .finally(() => setBusy(false));
              }}
            />
          </label>
        </Form.Item>
        <Form.Item label={t('live.edit.style')}>
          <Selector
            columns={3}
            options={live.LIVE_STYLES.map((s) => ({ label: t(`live.style.${s}`), value: s }))}
            value={[style]}
            onChange={(v) => v[0] && setStyle(v[0])}
          />
        </Form.Item>
        <Form.Item label={t('live.edit.later')}>
          <Switch checked={later} onChange={setLater} />
        </Form.Item>
        {later ? (
          <Form.Item label={t('live.edit.at')}>
            <input
              className="live-form__time"
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t('live.replay.keep')} description={t('live.replay.keepHint')}>
          <Switch checked={keepReplay} onChange={setKeepReplay} data-testid="live-keep-replay" />
        </Form.Item>
        <Form.Item label={t('live.edit.goods')} description={t('live.edit.goodsHint')}>
          <ChosenGoods value={goods} onRemove={(gid) => setGoods(goods.filter((g) => g.id !== gid))} />
          <Button size="small" onClick={() => setPicking(true)} data-testid="live-goods-pick">
            {t('live.pick.open')}
          </Button>
        </Form.Item>
      </Form>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="live-pick__popup">
        {picking ? (
          <>
            <GoodsPicker value={goods} onChange={setGoods} />
            <Button block color="primary" onClick={() => setPicking(false)} data-testid="live-goods-done">
              {t('live.pick.done')}
            </Button>
          </>
        ) : null}
      </Popup>
      <div className="live-form__actions">
        <Button
          block
          color="primary"
          shape="rounded"
          loading={busy}
          onClick={() => void save()}
          data-testid="live-save"
        >
          {id ? t('live.edit.save') : t('live.edit.create')}
        </Button>
      </div>
    </Page>
  );
}

export const LiveCreatePage = () => <LiveEdit path="/pages/live-create" />;
export const LiveEditPage = () => <LiveEdit path="/pages/live-edit" />;
