import { useEffect, useRef, useState } from 'react';
import { canOpenLink, openLink } from '../../../lib/navigation.ts';
import { useActivityBanners } from '../api/advert-list.ts';

const AUTOPLAY_MS = 4500;

/** The tab's banner (adverts of `activity_banner`): a scroll-snap carousel, like home's. */
export function ActivityBanner() {
  const { data } = useActivityBanners();
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

  if (list.length === 0) return null;
  return (
    <div className="act-banner" data-testid="activity-banner">
      <div
        ref={track}
        className="act-banner__track"
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {list.map((ad, i) => {
          const img = (
            <img
              className="act-banner__img"
              src={ad.pic_url}
              alt={ad.title}
              loading={i > 0 ? 'lazy' : 'eager'}
              decoding="async"
              draggable={false}
            />
          );
          // A banner whose page is not built is a picture, never a tap that leads nowhere.
          return canOpenLink(ad.link_url) ? (
            <button
              type="button"
              key={ad.id}
              className="act-banner__item"
              onClick={() => openLink(ad.link_url)}
            >
              {img}
            </button>
          ) : (
            <div key={ad.id} className="act-banner__item">
              {img}
            </div>
          );
        })}
      </div>
      {list.length > 1 && (
        <div className="act-banner__dots" aria-hidden="true">
          {list.map((ad, i) => (
            <span
              key={ad.id}
              className={i === index ? 'act-banner__dot act-banner__dot--on' : 'act-banner__dot'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
