import { create } from 'zustand';

/** Where the audio element is, for the progress lines (kept apart so only they re-render). */
export const usePosition = create<{ current: number; duration: number }>()(() => ({
  current: 0,
  duration: 0,
}));

export function setPosition(current: number, duration: number): void {
  usePosition.setState({ current, duration: Number.isFinite(duration) ? duration : 0 });
}
