import type { ActivityDetail } from '@dance/contracts/activity';
import type { GoodsCard } from '@dance/contracts/mall';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { addCourse } from '../api/add-course.ts';
import { addGoods } from '../api/add-goods.ts';
import { addMusic } from '../api/add-music.ts';
import { fetchShopCourses } from '../api/course-manage-list.ts';
import { organiserKeys } from '../api/keys.ts';
import { removeGoods } from '../api/remove-goods.ts';
import { fetchShopGoods } from '../api/shop-goods.ts';
import { ActivityGate, ActivityHead } from '../components/activity-gate.tsx';
import '../components/organiser.css';

const PATH = '/pages/activity-relevance';
const KINDS = ['goods', 'courses', 'music'] as const;
type Kind = (typeof KINDS)[number];

interface Option {
  id: number;
  name: string;
  cover: string;
  price: string;
}

function useOptions(kind: Kind, mchId: number, enabled: boolean) {
  return useQuery({
    queryKey:
      kind === 'courses'
        ? organiserKeys.shopCourses(mchId)
        : organiserKeys.shopGoods(kind === 'music' ? 0 : mchId, kind),
    enabled,
    queryFn: async (): Promise<Option[]> => {
      if (kind === 'courses')
        return (await fetchShopCourses({ mch_id: mchId, limit: 50 })).list.map((c) => ({
          id: c.id,
          name: c.name,
          cover: c.cover,
          price: c.price,
        }));
      const page = await fetchShopGoods({
        type: kind === 'music' ? 'music' : 'goods',
        mch_id: kind === 'music' ? undefined : mchId,
        limit: 50,
      });
      return page.list.map((g) => ({ id: g.id, name: g.name, cover: g.cover, price: g.price }));
    },
  });
}

function Picker({ activity, kind, onClose }: { activity: ActivityDetail; kind: Kind; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const linked = new Set(activity.relations[kind].map((g) => g.id));
  const options = useOptions(kind, activity.mch.id, true);
  const [picked, setPicked] = useState<number[]>([]);
  const add = useMutation({
    mutationFn: (ids: number[]) =>
      kind === 'goods'
        ? addGoods({ activity_id: activity.id, goods_ids: ids })
        : kind === 'courses'
          ? addCourse({ activity_id: activity.id, course_ids: ids })
          : addMusic({ activity_id: activity.id, music_ids: ids }),
    onSuccess: (relations) => {
      client.setQueryData<ActivityDetail>(organiserKeys.detail(activity.id), (a) =>
        a ? { ...a, relations } : a,
      );
      showToast(t('organiser.relevance.linked'));
      onClose();
    },
    onError: (e) => showToast(e instanceof Error ? e.message : String(e)),
  });
  const list = (options.data ?? []).filter((o) => !linked.has(o.id));
  return (
    <div data-testid="og-relevance-picker">
      <div className="og-popup__title">{t(`organiser.relevance.pick.${kind}`)}</div>
      <div className="og-card">
        <QueryState
          isPending={options.isPending}
          error={options.error}
          refetch={options.refetch}
          empty={!list.length}
          emptyText={t(`organiser.relevance.none.${kind}`)}
          emptyPicture={kind}
        >
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
            {list.map((o) => (
              <div className="og-row" key={o.id}>
                <Checkbox value={o.id} data-testid="og-relevance-option" />
                {o.cover && (
                  <img
                    src={o.cover}
                    alt=""
                    width={44}
                    height={44}
                    style={{ borderRadius: 6, objectFit: 'cover' }}
                  />
                )}
                <div className="og-row__main">
                  <div className="og-row__title">{o.name}</div>
                </div>
                <Price value={o.price} size="sm" />
              </div>
            ))}
          </Checkbox.Group>
        </QueryState>
      </div>
      <div className="og-footer">
        <Button shape="rounded" onClick={onClose}>
          {t('organiser.form.cancel')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          disabled={!picked.length}
          loading={add.isPending}
          onClick={() => add.mutate(picked.slice(0, 20))}
          data-testid="og-relevance-confirm"
        >
          {t('organiser.relevance.linkN', { count: picked.length })}
        </Button>
      </div>
    </div>
  );
}

function Section({ activity, kind, onAdd }: { activity: ActivityDetail; kind: Kind; onAdd: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (goodsId: number) => removeGoods({ activity_id: activity.id, goods_id: goodsId }),
    // Gone from the list at once; put back if the server refuses.
    onMutate: (goodsId) => {
      const before = client.getQueryData<ActivityDetail>(organiserKeys.detail(activity.id));
      client.setQueryData<ActivityDetail>(organiserKeys.detail(activity.id), (a) =>
        a
          ? { ...a, relations: { ...a.relations, [kind]: a.relations[kind].filter((g) => g.id !== goodsId) } }
          : a,
      );
      return { before };
    },
    onSuccess: (relations) =>
      client.setQueryData<ActivityDetail>(organiserKeys.detail(activity.id), (a) =>
        a ? { ...a, relations } : a,
      ),
    onError: (e, _, ctx) => {
      if (ctx?.before) client.setQueryData(organiserKeys.detail(activity.id), ctx.before);
      showToast(e instanceof Error ? e.message : String(e));
    },
  });
  const items: GoodsCard[] = activity.relations[kind];
  return (
    <section className="og-card" data-testid={`og-relevance-${kind}`}>
      <div className="og-card__title">
        <span>{t(`organiser.relevance.title.${kind}`)}</span>
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={onAdd}
          data-testid={`og-relevance-add-${kind}`}
        >
          <AddOutline /> {t('organiser.relevance.add')}
        </Button>
      </div>
      {items.length === 0 ? (
        <div className="og-row__sub">{t(`organiser.relevance.empty.${kind}`)}</div>
      ) : (
        items.map((g) => (
          <div className="og-row" key={g.id} data-testid="og-relevance-item">
            {g.cover && (
              <img
                src={g.cover}
                alt=""
                width={44}
                height={44}
                style={{ borderRadius: 6, objectFit: 'cover' }}
              />
            )}
            <div className="og-row__main">
              <div className="og-row__title">{g.name}</div>
              <Price value={g.price} size="sm" />
            </div>
            <Button
              size="mini"
              shape="rounded"
              onClick={() => remove.mutate(g.id)}
              data-testid="og-relevance-remove"
            >
              {t('organiser.relevance.unlink')}
            </Button>
          </div>
        ))
      )}
    </section>
  );
}

function Relevance({ activity }: { activity: ActivityDetail }) {
  const [adding, setAdding] = useState<Kind | null>(null);
  return (
    <>
      <ActivityHead activity={activity} />
      {KINDS.map((k) => (
        <Section key={k} activity={activity} kind={k} onAdd={() => setAdding(k)} />
      ))}
      <Popup
        visible={adding !== null}
        onMaskClick={() => setAdding(null)}
        destroyOnClose
        bodyClassName="og-popup"
      >
        {adding && <Picker activity={activity} kind={adding} onClose={() => setAdding(null)} />}
      </Popup>
    </>
  );
}

export function RelevancePage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path={PATH} title={t('organiser.relevance.pageTitle')} className="og-page">
      <ActivityGate id={id}>{(activity) => <Relevance activity={activity} />}</ActivityGate>
    </Page>
  );
}
