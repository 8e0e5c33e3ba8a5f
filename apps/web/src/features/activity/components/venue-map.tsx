import { EnvironmentOutline } from 'antd-mobile-icons';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { MAP_ZOOM, mapLinks, tileUrl } from '../lib/map.ts';

/** No tile in this long: the tiles cannot be reached (offline, blocked): show the address card. */
const TILE_TIMEOUT_MS = 6000;

interface VenueMapProps {
  lat: number;
  lng: number;
  name: string;
  address: string;
}

type MapState = 'loading' | 'ready' | 'failed';

/**
 * The venue on a Leaflet map (tiles from a configurable URL, zoom 5-18, 16 at first), with links
 * to the phone's map apps. When tiles cannot load, the map gives way to the address itself.
 */
export function VenueMap({ lat, lng, name, address }: VenueMapProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let disposed = false;
    let map: LeafletMap | null = null;
    let loaded = 0;
    const timer = setTimeout(() => {
      if (!disposed && loaded === 0) setState('failed');
    }, TILE_TIMEOUT_MS);
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([L]) => {
        if (disposed) return;
        map = L.map(el, {
          center: [lat, lng],
          zoom: MAP_ZOOM.initial,
          minZoom: MAP_ZOOM.min,
          maxZoom: MAP_ZOOM.max,
          attributionControl: false,
          scrollWheelZoom: false,
        });
        const tiles = L.tileLayer(tileUrl(), { minZoom: MAP_ZOOM.min, maxZoom: MAP_ZOOM.max });
        let errors = 0;
        tiles.on('tileload', () => {
          loaded += 1;
          setState('ready');
        });
        tiles.on('tileerror', () => {
          errors += 1;
          if (loaded === 0 && errors >= 2) setState('failed');
        });
        tiles.addTo(map);
        L.marker([lat, lng], {
          icon: L.divIcon({
            className: 'venue-map__pin',
            html: '<span></span>',
            iconSize: [28, 36],
            iconAnchor: [14, 34],
          }),
          keyboard: false,
        }).addTo(map);
      })
      .catch(() => !disposed && setState('failed'));
    return () => {
      disposed = true;
      clearTimeout(timer);
      map?.remove();
    };
  }, [lat, lng]);

  const links = mapLinks({ lat, lng }, name, address);
  return (
    <div className="venue-map" data-testid="venue-map" data-state={state}>
      <div className="venue-map__frame">
        {/* Hidden, not removed, until a tile shows: Leaflet needs the box's size, and its zoom
            buttons must not sit clickable under the address card. */}
        <div
          ref={box}
          className="venue-map__canvas"
          aria-hidden={state !== 'ready'}
          style={{ visibility: state === 'ready' ? 'visible' : 'hidden' }}
        />
        {state !== 'ready' && (
          <div
            className="venue-map__fallback"
            data-testid={state === 'failed' ? 'venue-map-fallback' : undefined}
          >
            <span className="venue-map__grid" aria-hidden="true" />
            <span className="venue-map__bigpin" aria-hidden="true">
              <EnvironmentOutline />
            </span>
            <span className="venue-map__card">
              <strong>{name}</strong>
              <span>{address}</span>
              {state === 'failed' && <small>{t('activity.map.offline')}</small>}
            </span>
          </div>
        )}
      </div>
      <div className="venue-map__apps">
        <span className="venue-map__apps-label">{t('activity.map.openIn')}</span>
        <div className="venue-map__apps-list">
          {links.map((l) => (
            <a
              key={l.key}
              className="venue-map__app"
              href={l.href}
              target="_blank"
              rel="noreferrer noopener"
              data-testid={`map-app-${l.key}`}
            >
              {t(`activity.map.app.${l.key}`)}
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}
