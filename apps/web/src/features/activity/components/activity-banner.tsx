import { AdvertCarousel } from '../../../components/advert-carousel.tsx';
import { useActivityBanners } from '../api/advert-list.ts';

/** The tab's banner (adverts of `activity_banner`), like home's. */
export function ActivityBanner() {
  const { data } = useActivityBanners();
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  return <AdvertCarousel list={list} block="act-banner" testId="activity-banner" intervalMs={4500} />;
}
