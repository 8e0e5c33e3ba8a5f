import { useTranslation } from 'react-i18next';

/** The pull-to-refresh texts of the app (the `pull` section), settling within 350 ms. */
export const PULL_COMPLETE_DELAY = 200;

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
