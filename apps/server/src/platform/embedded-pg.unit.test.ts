import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the embedded PostgreSQL module', () => {
  it('keeps the exit code of a process that ends on its own (a failed test run stays failed)', () => {
    const script = [
      "await import('./apps/server/src/platform/embedded-pg.ts');",
      'process.exitCode = 3;',
    ].join('\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(3);
  });
});
