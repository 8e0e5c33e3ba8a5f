import { readJson, writeJson } from '../../../lib/storage.ts';

/** The device's recently played list: a visitor's own, handed to the server after login. */
export interface DeviceRecent {
  goods_id: number;
  played_at: string;
  title?: string;
  artist?: string;
  cover?: string;
}

const KEY = 'music.recent';
const MAX = 100;

export const deviceRecent = (): DeviceRecent[] => readJson<DeviceRecent[]>(KEY, []);

export function rememberPlayed(item: Omit<DeviceRecent, 'played_at'>, at = new Date()): void {
  const list = deviceRecent().filter((r) => r.goods_id !== item.goods_id);
  writeJson(KEY, [{ ...item, played_at: at.toISOString() }, ...list].slice(0, MAX));
}

export function clearDeviceRecent(): void {
  writeJson(KEY, null);
}
