import type { Point } from './distance.ts';

export type GeoFailure = 'denied' | 'unavailable' | 'unsupported';

const TIMEOUT_MS = 8000;

/** The phone's position once (cached up to ten minutes), or why not. */
export function locate(geo: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Point> {
  return new Promise((resolve, reject: (reason: GeoFailure) => void) => {
    if (!geo) return reject('unsupported');
    // Some browsers never answer when the prompt is ignored: give up on our own as well.
    const timer = setTimeout(() => reject('unavailable'), TIMEOUT_MS + 1000);
    geo.getCurrentPosition(
      (pos) => {
        clearTimeout(timer);
        resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => {
        clearTimeout(timer);
        reject(err.code === 1 ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}
