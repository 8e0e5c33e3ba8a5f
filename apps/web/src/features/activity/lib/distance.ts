/** A point on the map, in degrees. */
export interface Point {
  lat: number;
  lng: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Nearest first, from the viewer's point; ties (the same venue) keep their order by start time.
 * The server sorts the list too (sort=distance); this keeps pages merged by infinite scroll in order.
 */
export function sortByDistance<T extends { id: number; venue: Point; start_at: string }>(
  items: readonly T[],
  from: Point,
): Array<T & { distance_km: number }> {
  return items
    .map((item) => ({ ...item, distance_km: distanceKm(from, item.venue) }))
    .sort((a, b) => a.distance_km - b.distance_km || a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

const ONE_DECIMAL = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "850 m", "3.2 km", "120 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (km < 10) return `${ONE_DECIMAL.format(km)} km`;
  return `${Math.round(km)} km`;
}
