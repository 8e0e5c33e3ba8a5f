/*
 * Toasts load antd-mobile's Toast (and its animation and portal code) on first use, keeping it
 * out of the first screen's JavaScript.
 */
const impl = () => import('./toast-impl.ts');

export function showToast(content: string): void {
  void impl().then((m) => m.show(content));
}

export function showSuccess(content: string): void {
  void impl().then((m) => m.show(content, 'success'));
}

/** A loading toast with no time-out: call the returned function to close it. */
export function showLoading(content?: string): () => void {
  let closed = false;
  const handle = impl().then((m) => (closed ? null : m.loading(content)));
  return () => {
    closed = true;
    void handle.then((h) => h?.close());
  };
}
