import type { ActivityDetail } from '@dance/contracts/activity';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Dialog, Form, Input, Popup, ProgressBar, Tabs } from 'antd-mobile';
import {
  EditSOutline,
  LinkOutline,
  PictureOutline,
  TeamOutline,
  TagOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { PullRefresh } from '../../../components/pull-refresh.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { downloadAttendees } from '../api/attendee-export.ts';
import { fetchRoster } from '../api/attendee-list.ts';
import { createNumber } from '../api/create-number.ts';
import { organiserKeys } from '../api/keys.ts';
import { manualSignUp } from '../api/manual-sign-up.ts';
import { fetchStatistic } from '../api/ticket-order-statistic.ts';
import { fetchMyShops } from '../api/my-shops.ts';
import { ActivityGate, ActivityHead, useRefreshActivity } from '../components/activity-gate.tsx';
import { CheckInCard } from '../components/check-in-card.tsx';
import { SingleSelect } from '../components/single-select.tsx';
import { mayEditFor } from '../../../lib/staff-role.ts';
import { venueTime } from '../lib/zoned-time.ts';
import '../components/organiser.css';

const PATH = '/pages/activity-manage';

const failed = (e: unknown) => showToast(e instanceof Error ? e.message : String(e));

function StatsCard({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: organiserKeys.statistic(activity.id),
    queryFn: () => fetchStatistic({ activity_id: activity.id }),
    refetchInterval: 30_000,
    refetchOnMount: 'always',
  });
  const total = stats.data?.total;
  return (
    <section className="og-card" data-testid="og-stats">
      <div className="og-card__title">
        <span>{t('organiser.stats.title')}</span>
        <small>{t('organiser.stats.live')}</small>
      </div>
      <QueryState
        isPending={stats.isPending}
        error={stats.error}
        refetch={stats.refetch}
        empty={!stats.data?.list.length}
        emptyText={t('organiser.stats.noTypes')}
        emptyPicture="tickets"
      >
        {total && (
          <div className="og-stats">
            <Stat
              label={t('organiser.stats.sold')}
              value={`${total.sold} / ${total.capacity}`}
              testId="og-stat-sold"
            />
            <Stat label={t('organiser.stats.revenue')} value={<Price value={total.revenue} size="md" />} />
            <Stat label={t('organiser.stats.checkedIn')} value={total.checked_in} testId="og-stat-checked" />
            <Stat label={t('organiser.stats.held')} value={total.held} />
          </div>
        )}
        {stats.data?.list.map((row) => (
          <div className="og-type" key={row.ticket_type_id} data-testid="og-stat-type">
            <div className="og-type__name">
              <span>{row.name}</span>
              <Price value={row.revenue} size="sm" />
            </div>
            <ProgressBar percent={row.capacity ? (100 * row.sold) / row.capacity : 0} />
            <div className="og-type__figures">
              <span>{t('organiser.stats.soldOf', { sold: row.sold, capacity: row.capacity })}</span>
              <span>{t('organiser.stats.heldN', { count: row.held })}</span>
              <span>{t('organiser.stats.leftN', { count: row.remaining })}</span>
              <span>{t('organiser.stats.checkedN', { count: row.checked_in })}</span>
            </div>
          </div>
        ))}
      </QueryState>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="og-stat" data-testid={testId}>
      <div className="og-stat__value">{value}</div>
      <div className="og-stat__label">{label}</div>
    </div>
  );
}

function LinksCard({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const go = (path: string) => () =>
    void navigateTo(pageUrl(path, { id: activity.id })).catch(() => undefined);
  const links: [string, ReactNode, string, string][] = [
    ['/pages/activity-edit', <EditSOutline key="e" />, t('organiser.links.edit'), 'og-link-edit'],
    ['/pages/activity-ticket-eait', <TagOutline key="t" />, t('organiser.links.tickets'), 'og-link-tickets'],
    [
      '/pages/activity-relevance',
      <LinkOutline key="r" />,
      t('organiser.links.relevance'),
      'og-link-relevance',
    ],
    ['/pages/activity-photo', <PictureOutline key="p" />, t('organiser.links.photos'), 'og-link-photos'],
    ['/pages/activity-group', <TeamOutline key="g" />, t('organiser.links.groups'), 'og-link-groups'],
  ];
  // The editing links only for the roles that may edit (the server refuses the others anyway).
  const shops = useQuery({ queryKey: organiserKeys.myShops, queryFn: fetchMyShops });
  const editable = mayEditFor(shops.data?.list, activity.mch.id);
  return (
    <section className="og-card">
      <div className="og-links">
        {(editable ? links : []).map(([path, icon, label, testId]) => (
          <button type="button" className="og-link" key={path} onClick={go(path)} data-testid={testId}>
            {icon}
            <span>{label}</span>
          </button>
        ))}
        <ManualSignUp activity={activity} />
      </div>
    </section>
  );
}

type WalkIn = {
  kind: 'attendee' | 'competitor';
  ticket_type_id?: number;
  division_id?: number;
  name?: string;
  mobile?: string;
  stage_name?: string;
  crew?: string;
  city?: string;
};

function ManualSignUp({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<WalkIn>();
  const [kind, setKind] = useState<'attendee' | 'competitor'>('attendee');
  const refresh = useRefreshActivity(activity.id);
  const save = useMutation({
    mutationFn: (v: WalkIn) =>
      v.kind === 'competitor'
        ? manualSignUp({
            kind: 'competitor',
            activity_id: activity.id,
            division_id: v.division_id!,
            stage_name: v.stage_name ?? '',
            crew: v.crew ?? '',
            city: v.city ?? '',
          })
        : manualSignUp({
            kind: 'attendee',
            activity_id: activity.id,
            ticket_type_id: v.ticket_type_id!,
            name: v.name ?? '',
            mobile: v.mobile || undefined,
          }),
    onSuccess: (r) => {
      showToast(
        r.entry
          ? t('organiser.walkIn.competitorAdded', { name: r.entry.stage_name })
          : t('organiser.walkIn.attendeeAdded'),
      );
      setOpen(false);
      form.resetFields();
      void refresh();
    },
    onError: failed,
  });
  const noTarget = kind === 'competitor' ? !activity.divisions.length : !activity.ticket_types.length;
  return (
    <>
      <button type="button" className="og-link" onClick={() => setOpen(true)} data-testid="og-walk-in">
        <UserAddOutline />
        <span>{t('organiser.walkIn.title')}</span>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyClassName="og-popup">
        <div className="og-popup__title">{t('organiser.walkIn.title')}</div>
        <Form
          form={form}
          className="og-form"
          initialValues={{ kind: 'attendee' }}
          onValuesChange={(_, all) => setKind(all.kind ?? 'attendee')}
          onFinish={(v) => save.mutate({ ...v, kind })}
          footer={
            <Button
              block
              color="primary"
              shape="rounded"
              type="submit"
              loading={save.isPending}
              disabled={noTarget}
              data-testid="og-walk-in-save"
            >
              {t('organiser.walkIn.add')}
            </Button>
          }
        >
          <Form.Item name="kind" label={t('organiser.walkIn.kind')}>
            <SingleSelect<'attendee' | 'competitor'>
              columns={2}
              options={[
                { label: t('organiser.walkIn.attendee'), value: 'attendee' },
                { label: t('organiser.walkIn.competitor'), value: 'competitor' },
              ]}
            />
          </Form.Item>
          {noTarget && (
            <Form.Item>
              <span className="og-row__sub">
                {kind === 'competitor' ? t('organiser.walkIn.noDivisions') : t('organiser.walkIn.noTypes')}
              </span>
            </Form.Item>
          )}
          {kind === 'attendee' ? (
            <>
              <Form.Item
                name="ticket_type_id"
                label={t('organiser.walkIn.ticketType')}
                rules={[{ required: true, message: t('organiser.form.required') }]}
              >
                <SingleSelect
                  columns={1}
                  options={activity.ticket_types.map((k) => ({ label: k.name, value: k.id }))}
                />
              </Form.Item>
              <Form.Item
                name="name"
                label={t('organiser.walkIn.name')}
                rules={[{ required: true, message: t('organiser.form.required') }]}
              >
                <Input maxLength={30} clearable />
              </Form.Item>
              <Form.Item name="mobile" label={t('organiser.walkIn.mobile')}>
                <Input maxLength={11} inputMode="tel" clearable />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item
                name="division_id"
                label={t('organiser.walkIn.division')}
                rules={[{ required: true, message: t('organiser.form.required') }]}
              >
                <SingleSelect
                  columns={1}
                  options={activity.divisions.map((d) => ({ label: d.name, value: d.id }))}
                />
              </Form.Item>
              <Form.Item
                name="stage_name"
                label={t('organiser.walkIn.stageName')}
                rules={[{ required: true, message: t('organiser.form.required') }]}
              >
                <Input maxLength={30} clearable />
              </Form.Item>
              <Form.Item name="crew" label={t('organiser.walkIn.crew')}>
                <Input maxLength={30} clearable />
              </Form.Item>
              <Form.Item name="city" label={t('organiser.walkIn.city')}>
                <Input maxLength={20} clearable />
              </Form.Item>
            </>
          )}
        </Form>
      </Popup>
    </>
  );
}

function NumbersCard({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const refresh = useRefreshActivity(activity.id);
  const give = useMutation({
    mutationFn: (v: { division_id: number; mode: 'order' | 'draw' }) => createNumber(v),
    onSuccess: (r) => {
      showToast(t('organiser.numbers.given', { count: r.list.length }));
      void refresh();
    },
    onError: failed,
  });
  if (!activity.divisions.length) return null;
  const ask = (division_id: number, mode: 'order' | 'draw') =>
    void Dialog.confirm({
      content: mode === 'draw' ? t('organiser.numbers.confirmDraw') : t('organiser.numbers.confirmOrder'),
      confirmText: t('organiser.numbers.go'),
      cancelText: t('organiser.form.cancel'),
      onConfirm: () => give.mutate({ division_id, mode }),
    });
  return (
    <section className="og-card" data-testid="og-numbers">
      <div className="og-card__title">
        <span>{t('organiser.numbers.title')}</span>
      </div>
      {activity.divisions.map((d) => (
        <div className="og-row" key={d.id}>
          <div className="og-row__main">
            <div className="og-row__title">{d.name}</div>
            <div className="og-row__sub">
              {t('organiser.numbers.entrants', { count: d.entrants })}
              {d.numbered ? ` · ${t(`organiser.numbers.mode.${d.number_mode ?? 'order'}`)}` : ''}
            </div>
          </div>
          {d.numbered ? (
            <span className="og-row__side">{t('organiser.numbers.done')}</span>
          ) : (
            <div className="og-actions">
              <Button
                size="mini"
                shape="rounded"
                disabled={!d.entrants}
                onClick={() => ask(d.id, 'order')}
                data-testid="og-number-order"
              >
                {t('organiser.numbers.byOrder')}
              </Button>
              <Button
                size="mini"
                shape="rounded"
                color="primary"
                fill="outline"
                disabled={!d.entrants}
                onClick={() => ask(d.id, 'draw')}
                data-testid="og-number-draw"
              >
                {t('organiser.numbers.byDraw')}
              </Button>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

const ROSTER_TABS = ['all', 'valid', 'used', 'void'] as const;

function RosterCard({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<(typeof ROSTER_TABS)[number]>('all');
  const [exporting, setExporting] = useState(false);
  const roster = useInfiniteQuery({
    queryKey: organiserKeys.roster(activity.id, status),
    queryFn: ({ pageParam }) =>
      fetchRoster({ activity_id: activity.id, status, cursor: pageParam, limit: 20 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchOnMount: 'always',
  });
  const rows = roster.data?.pages.flatMap((p) => p.list) ?? [];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAttendees(activity.id);
    } catch (e) {
      failed(e);
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className="og-card" data-testid="og-roster">
      <div className="og-card__title">
        <span>{t('organiser.roster.title')}</span>
        <Button
          size="mini"
          shape="rounded"
          loading={exporting}
          onClick={() => void exportCsv()}
          data-testid="og-export"
        >
          {t('organiser.roster.export')}
        </Button>
      </div>
      <Tabs activeKey={status} onChange={(k) => setStatus(k as typeof status)}>
        {ROSTER_TABS.map((s) => (
          <Tabs.Tab key={s} title={t(`organiser.roster.tab.${s}`)} />
        ))}
      </Tabs>
      <QueryState
        isPending={roster.isPending}
        error={roster.error}
        refetch={roster.refetch}
        empty={!rows.length}
        emptyText={t('organiser.roster.empty')}
        emptyPicture="people"
      >
        {rows.map((r) => (
          <div className="og-row" key={r.ticket_id} data-testid="og-roster-row">
            <div className="og-row__main">
              <div className="og-row__title">
                {r.attendee_name || r.buyer.nickname} · {r.ticket_type} #{r.seq}
              </div>
              <div className="og-row__sub">
                {[r.code, r.attendee_mobile, r.attendee_id_card].filter(Boolean).join(' · ')}
              </div>
            </div>
            <span className="og-row__side">
              {r.checked_in_at
                ? t('organiser.roster.checkedAt', { time: venueTime(r.checked_in_at, activity.tz) })
                : t(`organiser.roster.status.${r.status}`)}
            </span>
          </div>
        ))}
        {roster.hasNextPage && (
          <Button
            block
            fill="none"
            loading={roster.isFetchingNextPage}
            onClick={() => void roster.fetchNextPage()}
          >
            {t('organiser.roster.more')}
          </Button>
        )}
      </QueryState>
    </section>
  );
}

/** Pulling the dashboard down refreshes every figure (other doors scan, buyers pay). */
function Refreshable({ id, children }: { id: number; children: ReactNode }) {
  const refresh = useRefreshActivity(id);
  return <PullRefresh onRefresh={refresh}>{children}</PullRefresh>;
}

export function ActivityManagePage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  return (
    <Page path={PATH} title={t('organiser.manage.title')} className="og-page">
      <ActivityGate id={id}>
        {(activity) => (
          <Refreshable id={activity.id}>
            <ActivityHead activity={activity} />
            <CheckInCard activity={activity} />
            <StatsCard activity={activity} />
            <LinksCard activity={activity} />
            <NumbersCard activity={activity} />
            <RosterCard activity={activity} />
          </Refreshable>
        )}
      </ActivityGate>
    </Page>
  );
}
