/** What an endpoint must reach. Read: half the ceiling and p99 under 50 ms. Write: a rate. */
export type Budget =
  { kind: 'read'; minRatio: number; maxP99: number } | { kind: 'write'; minRps: number } | { kind: 'none' };
export const READ: Budget = { kind: 'read', minRatio: 0.5, maxP99: 50 };

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Which access token the call carries. */
  as: 'visitor' | 'user' | 'none';
  budget: Budget;
  body?: unknown;
}
