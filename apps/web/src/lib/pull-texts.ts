import { useTranslation } from '../i18n/react.ts';

/**
 * Pull-to-refresh settles within 350 ms of the data: "complete" shows this long, then the head
 * slides back. Used by antd-mobile's PullToRefresh (home's own head, components/pull-refresh.tsx,
 * keeps its own shorter timings to settle within 350 ms of the release).
 */
export const PULL_COMPLETE_DELAY = 200;

/** The texts of antd-mobile's PullToRefresh (the app's `pull` section) and its settle delay. */

export function usePullTexts() {
  const { t } = useTranslation();
  return {
    pullingText: t('pull.pulling'),
    canReleaseText: t('pull.canRelease'),
    refreshingText: t('pull.refreshing'),
    completeText: t('pull.complete'),
    completeDelay: PULL_COMPLETE_DELAY,
  };
}
