import type { ActivityDetail } from '@dance/contracts/activity';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { fetchActivity } from '../api/activity-detail.ts';
import { organiserKeys } from '../api/keys.ts';
import { venueTime } from '../lib/zoned-time.ts';

export const activityQuery = (id: number) => ({
  queryKey: organiserKeys.detail(id),
  queryFn: () => fetchActivity({ id }),
});

/** Fresh whenever a screen opens: walk-ins, sales and scans from other devices change it. */
export const useActivity = (id: number | null) =>
  useQuery({ ...activityQuery(id ?? 0), enabled: id !== null, refetchOnMount: 'always' });

/** Refreshes every figure of one activity after a change. */
export function useRefreshActivity(id: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: organiserKeys.activity(id) });
}

/**
 * What every organiser screen of one activity stands behind: logged in, the activity found, and the
 * viewer one of the organiser shop's staff (else a refusal, with nothing of the activity shown).
 */
export function ActivityGate({
  id,
  children,
}: {
  id: number | null;
  children: (activity: ActivityDetail) => ReactNode;
}) {
  return (
    <LoginRequired>
      <GateBody id={id}>{children}</GateBody>
    </LoginRequired>
  );
}

function GateBody({
  id,
  children,
}: {
  id: number | null;
  children: (activity: ActivityDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useActivity(id);
  if (id === null) return <StateView kind="notFound" title={t('organiser.noActivity')} />;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={query.refetch}
      notFoundText={t('organiser.noActivity')}
    >
      {query.data &&
        (query.data.is_staff ? (
          children(query.data)
        ) : (
          <StateView kind="forbidden" title={t('organiser.staffOnly')} />
        ))}
    </QueryState>
  );
}

/** The activity's cover, name, status and time, atop each organiser screen. */
export function ActivityHead({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  return (
    <div className="og-head" data-testid="og-head">
      {activity.cover && <img className="og-head__cover" src={activity.cover} alt="" />}
      <div className="og-head__body">
        <div className="og-head__name">{activity.name}</div>
        <div className="og-head__meta">
          <span className={`og-pill og-pill--${activity.status}`}>
            {t(`organiser.status.${activity.status}`)}
          </span>
          <span>{t(`organiser.kind.${activity.kind}`)}</span>
        </div>
        <div className="og-head__time">{venueTime(activity.start_at, activity.tz)}</div>
        {activity.status === 'draft' && activity.review_reason && (
          <div className="og-head__refused" data-testid="og-head-refused">
            {t('organiser.mine.refused', { reason: activity.review_reason })}
          </div>
        )}
      </div>
    </div>
  );
}
