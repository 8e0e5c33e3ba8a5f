import { Toast } from 'antd-mobile';

export const TOAST_DURATION = 1500;

/** Toasts hide after 1500 ms; the loading toast stays until closed. */
Toast.config({ duration: TOAST_DURATION });

export function show(content: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content, icon, duration: TOAST_DURATION });
}

export function loading(content?: string): { close: () => void } {
  return Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
}
