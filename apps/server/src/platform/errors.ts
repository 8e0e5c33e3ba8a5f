import { ERRORS, type ErrorName } from '@dance/contracts/errors';

export type ErrorParams = Record<string, string | number>;

/** A domain error from a service: a catalogue name plus message parameters. Never carries HTTP. */
export class AppError extends Error {
  readonly code: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params: ErrorParams = {},
  ) {
    super(`${errorName} ${JSON.stringify(params)}`);
    this.code = ERRORS[errorName].code;
  }
}

export function fail(name: ErrorName, params: ErrorParams = {}): never {
  throw new AppError(name, params);
}

export function notFound(what: string): never {
  throw new AppError('NOT_FOUND', { what });
}

export function invalid(field: string, reason: string): never {
  throw new AppError('VALIDATION', { field, reason });
}
