import type { Point } from './distance.ts';

/*
 * The venue map: tiles from a configurable URL (VITE_MAP_TILE_URL at build time, OpenStreetMap's
 * by default), zoom 5 to 18 starting at 16 as the spec says. When tiles cannot load the page shows
 * the address and links to the phone's map apps instead.
 */

export const MAP_ZOOM = { min: 5, max: 18, initial: 16 } as const;

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function tileUrl(env: Record<string, unknown> = import.meta.env): string {
  const v = env.VITE_MAP_TILE_URL;
  return typeof v === 'string' && v.includes('{z}') ? v : DEFAULT_TILE_URL;
}

export interface MapLink {
  key: 'amap' | 'baidu' | 'apple' | 'geo';
  href: string;
}

/**
 * "Open in a map app" links. Amap and Baidu take GCJ-02/BD-09 on the mainland; their URI APIs
 * convert from WGS-84 when told the source (`coordinate=wgs84`, `coord_type=wgs84`).
 */
export function mapLinks(point: Point, name: string, address: string): MapLink[] {
  const label = encodeURIComponent(name);
  const q = encodeURIComponent(`${name} ${address}`);
  const { lat, lng } = point;
  return [
    {
      key: 'amap',
      href: `https://uri.amap.com/marker?position=${lng},${lat}&name=${label}&coordinate=wgs84&callnative=1`,
    },
    {
      key: 'baidu',
      href: `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${label}&content=${q}&coord_type=wgs84&output=html&src=webapp.dance`,
    },
    { key: 'apple', href: `https://maps.apple.com/?ll=${lat},${lng}&q=${label}` },
    { key: 'geo', href: `geo:${lat},${lng}?q=${lat},${lng}(${label})` },
  ];
}
