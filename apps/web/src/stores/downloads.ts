import { create } from 'zustand';

export type DownloadStatus = 'pending' | 'downloading' | 'paused';

export interface DownloadTask {
  taskId: string;
  goodsId: number;
  title: string;
  progress: number;
  status: DownloadStatus;
}

interface DownloadsState {
  downloadTasks: DownloadTask[];
  /** False when the item is already present (the caller toasts 已下载). */
  start: (task: Omit<DownloadTask, 'progress' | 'status'>) => boolean;
  progress: (taskId: string, progress: number) => void;
  pause: (taskId: string) => void;
  resume: (taskId: string) => void;
  /** Aborting removes the task. */
  remove: (taskId: string) => void;
}

function update(tasks: DownloadTask[], taskId: string, patch: Partial<DownloadTask>): DownloadTask[] {
  return tasks.map((task) => (task.taskId === taskId ? { ...task, ...patch } : task));
}

export const useDownloadsStore = create<DownloadsState>()((set, get) => ({
  downloadTasks: [],
  start: (task) => {
    if (get().downloadTasks.some((t) => t.goodsId === task.goodsId)) return false;
    set({ downloadTasks: [...get().downloadTasks, { ...task, progress: 0, status: 'pending' }] });
    return true;
  },
  progress: (taskId, progress) =>
    set({ downloadTasks: update(get().downloadTasks, taskId, { progress, status: 'downloading' }) }),
  pause: (taskId) => set({ downloadTasks: update(get().downloadTasks, taskId, { status: 'paused' }) }),
  resume: (taskId) => set({ downloadTasks: update(get().downloadTasks, taskId, { status: 'downloading' }) }),
  remove: (taskId) => set({ downloadTasks: get().downloadTasks.filter((t) => t.taskId !== taskId) }),
}));
