/*
 * One order per checkout, whatever the network does. The confirmation page keeps one client token
 * for its submission: a double tap shares the call in flight, a retry after a network failure or
 * time-out sends the same token (the server answers with the orders it may already have made),
 * and only a definite refusal by the server (nothing was created) lets the next try use a new one.
 */

export interface SubmitterOptions<I, R> {
  send: (token: string, input: I) => Promise<R>;
  /** True when the failure proves no order was created (a server answer other than success). */
  isDefiniteFailure: (error: unknown) => boolean;
  newToken?: () => string;
  /** A token kept from earlier (the page was left and opened again). */
  token?: string;
  /** Told whenever the token changes, to keep it across a reload. */
  onToken?: (token: string) => void;
}

export function randomToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createSubmitter<I, R>(options: SubmitterOptions<I, R>) {
  const { send, isDefiniteFailure, newToken = randomToken, onToken } = options;
  let token = options.token || newToken();
  let inFlight: Promise<R> | null = null;
  let done: R | undefined;
  let succeeded = false;

  return {
    get token() {
      return token;
    },
    /** Submit once; repeated taps share the first call, and a success is remembered. */
    submit(input: I): Promise<R> {
      if (succeeded) return Promise.resolve(done as R);
      if (inFlight) return inFlight;
      inFlight = send(token, input)
        .then((result) => {
          succeeded = true;
          done = result;
          return result;
        })
        .catch((error: unknown) => {
          if (isDefiniteFailure(error)) {
            token = newToken();
            onToken?.(token);
          }
          throw error;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
