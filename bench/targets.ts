import type autocannon from 'autocannon';

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
  /** Bytes rather than an envelope (audio, files): 200 or 206 is success, no `code` to check. */
  raw?: boolean;
  /**
   * A flow of several calls per operation (order submit + pay): autocannon's requests, built once
   * before the run; rps counts operations (`callsPerOp` calls each); `verify` checks the database
   * afterwards (e.g. no oversell) and answers a problem, which fails the endpoint.
   */
  /**
   * Each request's path (and, for `user` targets, its reader's token) drawn across the data set
   * (see draw.ts); without it every request asks for `path`. Built once before the run.
   */
  draw?: (ctx: DrawContext) => Promise<() => Drawn>;
  flow?: {
    requests: (ctx: { databaseUrl: string }) => Promise<autocannon.Request[]>;
    callsPerOp: number;
    verify?: (databaseUrl: string) => Promise<string | null>;
  };
}

export interface DrawContext {
  databaseUrl: string;
  /** The server under test, its data folder (uploads, music renditions) and a visitor's token. */
  base: string;
  dataDir: string;
  visitor: string;
}

export interface Drawn {
  path: string;
  /** An access token other than the target's own (a reader drawn from the bench users). */
  token?: string;
  /** Headers of this request only (a Range). */
  headers?: Record<string, string>;
}
