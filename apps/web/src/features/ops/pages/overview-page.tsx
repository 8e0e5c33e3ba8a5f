import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { overviewQuery, type Overview } from '../api/overview.ts';
import { OpsShell } from '../components/ops-shell.tsx';

// The chart library loads with this page only.
const DaysChart = lazy(() => import('../components/days-chart.tsx'));

const FIGURES = [
  'users',
  'posts',
  'orders',
  'gmv',
  'refunds',
  'points_issued',
  'points_spent',
  'lives',
] as const;
type Figure = (typeof FIGURES)[number];
const MONEY: ReadonlySet<Figure> = new Set(['gmv', 'refunds']);

/** Today's and the week's figures, the days' charts and the open queue by age. */
export function OpsOverviewPage() {
  return (
    <OpsShell page="ops-overview" section="overview">
      {() => <OverviewBody />}
    </OpsShell>
  );
}

function OverviewBody() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery());
  if (overview.isPending) return <p className="ops-muted ops-pad">{t('ops.loading')}</p>;
  if (overview.isError) return <p className="ops-error ops-pad">{t('ops.failed')}</p>;
  const o = overview.data;
  const show = (f: Figure, v: string | number) => (MONEY.has(f) ? `¥${String(v)}` : String(v));
  return (
    <div className="ops-page">
      <h1 className="ops-h1">{t('ops.nav.overview')}</h1>
      <div className="ops-cards" data-testid="ops-figures">
        {FIGURES.map((f) => (
          <div className="ops-card" key={f} data-testid={`ops-figure-${f}`}>
            <div className="ops-card__label">{t(`ops.figure.${f}`)}</div>
            <div className="ops-card__value">{show(f, o.today[f])}</div>
            <div className="ops-muted">
              {t('ops.overview.week')} {show(f, o.week[f])}
            </div>
          </div>
        ))}
      </div>
      <Charts days={o.days} />
      <h2 className="ops-h2">{t('ops.overview.queue')}</h2>
      <table className="ops-table ops-table--narrow" data-testid="ops-queue-ages">
        <thead>
          <tr>
            <th>{t('ops.queue.col.kind')}</th>
            <th>{t('ops.overview.open')}</th>
            <th>{t('ops.queue.overDay')}</th>
            <th>{t('ops.overview.overWeek')}</th>
          </tr>
        </thead>
        <tbody>
          {o.queue.map((q) => (
            <tr key={q.kind}>
              <td>{t(`ops.kind.${q.kind}`)}</td>
              <td>{q.count}</td>
              <td className={q.over_day ? 'ops-late' : undefined}>{q.over_day}</td>
              <td className={q.over_week ? 'ops-late' : undefined}>{q.over_week}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Charts({ days }: { days: Overview['days'] }) {
  const { t } = useTranslation();
  const charts = useMemo(() => {
    const labels = days.map((d) => d.day);
    const line = (f: Figure, color: string) => ({
      label: t(`ops.figure.${f}`),
      color,
      values: days.map((d) => Number(d[f])),
    });
    return {
      labels,
      groups: [
        {
          title: t('ops.overview.activity'),
          series: [
            line('users', '#ff2e7e'),
            line('posts', '#7b5cff'),
            line('orders', '#1fbf75'),
            line('lives', '#ff8a1f'),
          ],
        },
        { title: t('ops.overview.money'), series: [line('gmv', '#1fbf75'), line('refunds', '#ff3b30')] },
        {
          title: t('ops.overview.points'),
          series: [line('points_issued', '#7b5cff'), line('points_spent', '#ff8a1f')],
        },
      ],
    };
  }, [days, t]);
  return (
    <div className="ops-charts" data-testid="ops-charts">
      {charts.groups.map((g) => (
        <figure className="ops-chart-card" key={g.title}>
          <figcaption>{g.title}</figcaption>
          <Suspense fallback={<div className="ops-chart" />}>
            <DaysChart days={charts.labels} series={g.series} dayLabel={t('ops.overview.day')} />
          </Suspense>
        </figure>
      ))}
    </div>
  );
}
