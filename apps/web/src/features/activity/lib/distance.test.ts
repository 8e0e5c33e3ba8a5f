import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, sortByDistance } from './distance.ts';

const NANSHAN = { lat: 22.5403, lng: 113.9536 };
const BAY_PARK = { lat: 22.5171, lng: 113.9463 };
const GUANGZHOU = { lat: 23.1291, lng: 113.2644 };

describe('distance', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(NANSHAN, NANSHAN)).toBe(0);
    expect(distanceKm(NANSHAN, BAY_PARK)).toBeGreaterThan(2.4);
    expect(distanceKm(NANSHAN, BAY_PARK)).toBeLessThan(2.8);
    // Shenzhen to Guangzhou, about 96 km as the crow flies.
    expect(Math.round(distanceKm(NANSHAN, GUANGZHOU))).toBeGreaterThan(90);
    expect(Math.round(distanceKm(NANSHAN, GUANGZHOU))).toBeLessThan(100);
  });

  it('sorts nearest first, then by start time, and adds the distance', () => {
    const items = [
      { id: 1, venue: GUANGZHOU, start_at: '2026-05-01T00:00:00Z' },
      { id: 2, venue: NANSHAN, start_at: '2026-05-03T00:00:00Z' },
      { id: 3, venue: BAY_PARK, start_at: '2026-05-02T00:00:00Z' },
      { id: 4, venue: NANSHAN, start_at: '2026-05-02T00:00:00Z' },
    ];
    const sorted = sortByDistance(items, { lat: 22.54, lng: 113.95 });
    expect(sorted.map((i) => i.id)).toEqual([4, 2, 3, 1]);
    expect(sorted[0]!.distance_km).toBeLessThan(1);
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('writes metres below a kilometre and rounds far places', () => {
    expect(formatDistance(0.004)).toBe('10 m');
    expect(formatDistance(0.853)).toBe('850 m');
    expect(formatDistance(3.24)).toBe('3.2 km');
    expect(formatDistance(96.4)).toBe('96 km');
  });
});
