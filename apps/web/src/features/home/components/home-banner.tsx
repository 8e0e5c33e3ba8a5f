import { useTranslation } from '../../../i18n/react.ts';
import { AdvertCarousel } from '../../../components/advert-carousel.tsx';
import { useAdvertList } from '../api/advert-list.ts';

/** The home banner (adverts of `home_banner`), or a welcome card when there are none. */
export function HomeBanner() {
  const { t } = useTranslation();
  const { data } = useAdvertList('home_banner');
  const list = data?.list ?? [];
  if (list.length === 0) {
    return (
      <div className="home-hero" data-testid="home-hero">
        <div className="home-hero__title">{t('home.welcomeTitle')}</div>
        <div className="home-hero__text">{t('home.welcomeText')}</div>
      </div>
    );
  }
  return (
    <AdvertCarousel
      list={list}
      block="home-banner"
      testId="home-banner"
      intervalMs={4000}
      size={{ width: 351, height: 144 }}
    />
  );
}
