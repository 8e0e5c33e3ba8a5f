import { useEffect, useRef, useState } from 'react';
import { canOpenLink, openLink } from '../lib/navigation.ts';

export interface CarouselAdvert {
  id: number;
  title: string;
  pic_url: string;
  link_url: string;
}

/**
 * A banner of adverts: a native scroll-snap carousel (swipe is the browser's own) with autoplay
 * and dots. antd-mobile's Swiper would bring an animation and a gesture library onto the first
 * screen. `block` names its classes (`<block>__track`, `__item`, `__img`, `__dots`, `__dot`), so
 * each page styles its own; the first picture loads at once, the others lazily.
 */
export function AdvertCarousel({
  list,
  block,
  testId,
  intervalMs,
  size,
}: {
  list: readonly CarouselAdvert[];
  block: string;
  testId: string;
  intervalMs: number;
  /** The pictures' intrinsic size, so the page does not move while they load. */
  size?: { width: number; height: number };
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || list.length < 2) return undefined;
    const timer = setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % list.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [list.length, intervalMs]);

  return (
    <div className={block} data-testid={testId}>
      <div
        ref={track}
        className={`${block}__track`}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
      >
        {list.map((ad, i) => {
          const img = (
            <img
              className={`${block}__img`}
              src={ad.pic_url}
              alt={ad.title}
              width={size?.width}
              height={size?.height}
              loading={i > 0 ? 'lazy' : 'eager'}
              fetchPriority={i > 0 ? 'auto' : 'high'}
              decoding="async"
              draggable={false}
            />
          );
          // A banner whose page is not built is a picture, never a tap that leads nowhere.
          return canOpenLink(ad.link_url) ? (
            <button
              type="button"
              key={ad.id}
              className={`${block}__item`}
              onClick={() => openLink(ad.link_url)}
            >
              {img}
            </button>
          ) : (
            <div key={ad.id} className={`${block}__item`}>
              {img}
            </div>
          );
        })}
      </div>
      {list.length > 1 && (
        <div className={`${block}__dots`} aria-hidden="true">
          {list.map((ad, i) => (
            <span key={ad.id} className={i === index ? `${block}__dot ${block}__dot--on` : `${block}__dot`} />
          ))}
        </div>
      )}
    </div>
  );
}
