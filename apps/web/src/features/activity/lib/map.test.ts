import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL, MAP_ZOOM, mapLinks, tileUrl } from './map.ts';

describe('the venue map', () => {
  it('takes its tiles from VITE_MAP_TILE_URL, else a default', () => {
    expect(tileUrl({})).toBe(DEFAULT_TILE_URL);
    expect(tileUrl({ VITE_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(tileUrl({ VITE_MAP_TILE_URL: 'not a template' })).toBe(DEFAULT_TILE_URL);
    expect(MAP_ZOOM).toEqual({ min: 5, max: 18, initial: 16 });
  });

  it('links to four map apps with the venue’s point and name', () => {
    const links = mapLinks({ lat: 22.5403, lng: 113.9536 }, 'Groove 南山', '科苑路 15 号');
    expect(links.map((l) => l.key)).toEqual(['amap', 'baidu', 'apple', 'geo']);
    expect(links[0]!.href).toContain('position=113.9536,22.5403');
    expect(links[1]!.href).toContain('location=22.5403,113.9536');
    expect(links[2]!.href).toContain('ll=22.5403,113.9536');
    expect(links[3]!.href.startsWith('geo:22.5403,113.9536')).toBe(true);
    for (const l of links) expect(l.href).toContain(encodeURIComponent('Groove 南山'));
  });
});
