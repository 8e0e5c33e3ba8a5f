import type { Platform } from '../../platform/platform.ts';

export const DEMO_PASSWORD = 'Dance2026';

export const DEMO_ACCOUNTS = [
  { role: 'ordinary user', mobile: '13800000001', password: DEMO_PASSWORD },
  { role: 'real-name verified', mobile: '13800000002', password: DEMO_PASSWORD },
  { role: 'merchant with a shop', mobile: '13800000003', password: DEMO_PASSWORD },
  { role: 'anchor', mobile: '13800000004', password: DEMO_PASSWORD },
  { role: 'musician', mobile: '13800000005', password: DEMO_PASSWORD },
  { role: 'operator', mobile: '13800000006', password: DEMO_PASSWORD },
] as const;

export async function seedDemo(_p: Platform): Promise<void> {}
