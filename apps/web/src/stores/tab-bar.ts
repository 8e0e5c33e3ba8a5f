import { create } from 'zustand';
import { TAB_PATHS } from '../lib/route-paths.ts';

export type TabPath = (typeof TAB_PATHS)[number];

interface TabItemState {
  badge: string | null;
  dot: boolean;
  hidden: boolean;
}

interface TabBarState {
  visible: boolean;
  items: Record<TabPath, TabItemState>;
  setBadge: (path: TabPath, badge: string | number | null) => void;
  showRedDot: (path: TabPath, dot?: boolean) => void;
  hideItem: (path: TabPath, hidden?: boolean) => void;
  hide: () => void;
  show: () => void;
}

const blank = (): TabItemState => ({ badge: null, dot: false, hidden: false });

export const useTabBarStore = create<TabBarState>()((set, get) => {
  const patch = (path: TabPath, p: Partial<TabItemState>) =>
    set({ items: { ...get().items, [path]: { ...get().items[path], ...p } } });
  return {
    visible: true,
    items: Object.fromEntries(TAB_PATHS.map((p) => [p, blank()])) as Record<TabPath, TabItemState>,
    setBadge: (path, badge) =>
      patch(path, {
        badge: badge === null || badge === '' || badge === 0 ? null : String(badge),
        dot: false,
      }),
    showRedDot: (path, dot = true) => patch(path, { dot, badge: dot ? null : get().items[path].badge }),
    hideItem: (path, hidden = true) => patch(path, { hidden }),
    hide: () => set({ visible: false }),
    show: () => set({ visible: true }),
  };
});
