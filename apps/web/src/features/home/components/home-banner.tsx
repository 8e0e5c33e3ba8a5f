import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenLink, openLink } from '../../../lib/navigation.ts';
import { useAdvertList } from '../api/advert-list.ts';

const AUTOPLAY_MS = 4000;

/**
 * The home banner: a native scroll-snap carousel (swipe is the browser's own) with autoplay and
 * dots. antd-mobile's Swiper would bring an animation and a gesture library onto the first screen.
 */
export function HomeBanner() {
  const { t } = useTranslation();
  const { data } = useAdvertList('home_banner');
  const list = data?.list ?? [];
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || list.length < 2) return undefined;
    const timer = setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % list.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [list.length]);

  if (list.length === 0) {
    return (
      <div className="home-hero" data-testid="home-hero">
        <div className="home-hero__title">{t('home.welcomeTitle')}</div>
        <div className="home-hero__text">{t('home.welcomeText')}</div>
      </div>
    );
  }
  return (
    <div className="home-banner" data-testid="home-banner">
      <div
        ref={track}
        className="home-banner__track"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {list.map((ad, i) => {
          const img = (
            <img
              className="home-banner__img"
              src={ad.pic_url}
              alt={ad.title}
              width={351}
              height={144}
              loading={i > 0 ? 'lazy' : 'eager'}
              fetchPriority={i > 0 ? 'auto' : 'high'}
              decoding="async"
              draggable={false}
            />
          );
          // A banner whose page is not built yet is a picture, not a tap that leads nowhere.
          return canOpenLink(ad.link_url) ? (
            <button
              type="button"
              key={ad.id}
              className="home-banner__item"
              onClick={() => openLink(ad.link_url)}
            >
              {img}
            </button>
          ) : (
            <div key={ad.id} className="home-banner__item">
              {img}
            </div>
          );
        })}
      </div>
      {list.length > 1 && (
        <div className="home-banner__dots" aria-hidden="true">
          {list.map((ad, i) => (
            <span
              key={ad.id}
              className={i === index ? 'home-banner__dot home-banner__dot--on' : 'home-banner__dot'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
