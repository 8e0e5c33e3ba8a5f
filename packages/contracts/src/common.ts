import { z } from 'zod';

/** Every response body: `{ code, msg, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** Money travels as a two-decimal string ("12.50"); the database keeps integer fen. */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A number as JSON sends it, or the digits of a query string (which is text). Never `true`,
 * `null` or `[7]`, which a plain coercion would turn into 1, 0 and 7.
 */
export const Numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,16}$/, 'digits')
    .transform(Number),
]);

/** A positive id. */
export const Id = Numeric.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

export const Mobile = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'mainland mobile number of 11 digits');

export const UploadedUrl = z.string().trim().min(1).max(500);

export const CursorQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: Numeric.pipe(z.number().int().min(1).max(50)).default(20),
});

export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), next_cursor: z.string().nullable() });
}

export const Empty = z.object({}).strip();
export const Nothing = z.null();

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Auth = 'visitor' | 'user';

/** One call of the product: the server registers it, the web app types its requests with it. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> {
  method: 'GET' | 'POST';
  path: string;
  /** `visitor`: a public access token is enough; `user`: a logged-in user (else 1403). */
  auth: A;
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  data: D;
}

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
>(def: Endpoint<Q, B, D, A>): Endpoint<Q, B, D, A> {
  return def;
}

/** The parsed body of an endpoint, as a service receives it. */
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B> ? (B extends z.ZodType ? z.output<B> : never) : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : Record<string, never>;
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType> ? InputOf<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType> ? InputOf<B> : never;
export type EndpointData<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;
