import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { openLink } from '../../../app/navigation.ts';
import { useAdvertList } from '../../content/api/advert-list.ts';

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
    <div className="home-banner">
      <Swiper autoplay loop={list.length > 1} autoplayInterval={4000}>
        {list.map((ad, index) => (
          <Swiper.Item key={ad.id}>
            <button type="button" className="home-banner__item" onClick={() => openLink(ad.link_url)}>
              <img
                className="home-banner__img"
                src={ad.pic_url}
                alt={ad.title}
                width={351}
                height={144}
                loading={index > 0 ? 'lazy' : 'eager'}
                decoding="async"
                draggable={false}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
