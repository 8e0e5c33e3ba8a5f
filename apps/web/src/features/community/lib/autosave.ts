/**
 * Debounced draft saving for the editor. Saves at most one request at a time: edits made while
 * a save is in flight are saved right after it, with the id the first save returned, so a
 * draft is never created twice.
 */
export interface AutosaveOptions<D> {
  /** Quiet time after the last edit before saving. */
  delay: number;
  /** Saves the draft; resolves with the draft's id. */
  save: (draft: D, id: number | undefined) => Promise<number>;
  onSaved?: (id: number) => void;
  onError?: (error: unknown) => void;
  /** The id of a draft being continued. */
  id?: number;
}

export interface Autosaver<D> {
  /** Records an edit; saves after `delay` of quiet. */
  change: (draft: D) => void;
  /** Saves a pending edit now; resolves with the draft id once every save is done. */
  flush: () => Promise<number | undefined>;
  /** Forgets any pending edit (after publishing). */
  cancel: () => void;
  readonly id: number | undefined;
}

export function createAutosaver<D>(options: AutosaveOptions<D>): Autosaver<D> {
  let id = options.id;
  let pending: { draft: D } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const run = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      while (pending) {
        const { draft } = pending;
        pending = null;
        try {
          id = await options.save(draft, id);
          options.onSaved?.(id);
        } catch (error) {
          options.onError?.(error);
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    change(draft) {
      pending = { draft };
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        void run();
      }, options.delay);
    },
    async flush() {
      clearTimer();
      if (running) await running;
      if (pending) await run();
      return id;
    },
    cancel() {
      clearTimer();
      pending = null;
    },
    get id() {
      return id;
    },
  };
}
