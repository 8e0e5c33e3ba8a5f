import { activity, community, content, mall, passport, user } from '@dance/contracts';
import { describe, expect, it } from 'vitest';

// Every call reference of the app (the features' and the shared api files, and the wrapper's own) against the shared contracts.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../features/**/api/*.ts', './api/*.ts', './request.ts'],
  {
    eager: true,
  },
);

const contracts = [activity, community, content, mall, passport, user].flatMap((ns) =>
  Object.values(ns).filter(
    (v): v is { method: string; path: string } =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'data' in v,
  ),
);
const known = new Set(contracts.map((c) => `${c.method} ${c.path}`));

const calls = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name, v]) => name.endsWith('Call') && typeof v === 'object' && v !== null && 'path' in v)
    .map(([name, v]) => {
      const call = v as { method: string; path: string };
      return { where: `${file}#${name}`, key: `${call.method} ${call.path}` };
    }),
);

describe('call references', () => {
  it('finds the api files', () => {
    expect(calls.length).toBeGreaterThanOrEqual(23);
  });

  it.each(calls)('$where matches a contract endpoint ($key)', ({ key }) => {
    expect(known).toContain(key);
  });
});
