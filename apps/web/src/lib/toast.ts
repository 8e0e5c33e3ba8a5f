import { Toast } from 'antd-mobile';

export const TOAST_DURATION = 1500;

/** Toasts hide after 1500 ms; the loading toast stays until closed. */
Toast.config({ duration: TOAST_DURATION });

export function showToast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION });
}

export function showSuccess(content: string): void {
  Toast.show({ icon: 'success', content, duration: TOAST_DURATION });
}

export function showLoading(content?: string): () => void {
  const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
  return () => handler.close();
}
