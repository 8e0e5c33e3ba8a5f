import { create } from 'zustand';
import { readJson, writeJson } from '../lib/storage.ts';

/** pending on start, downloading, paused; resuming goes back to downloading; aborting removes the task. */
export type DownloadStatus = 'pending' | 'downloading' | 'paused';

export interface DownloadTask {
  taskId: string;
  goodsId: number;
  title: string;
  artist?: string;
  cover?: string;
  /** 0..100 */
  progress: number;
  status: DownloadStatus;
  /** Bytes received and expected, for the progress line. */
  received?: number;
  total?: number;
}

/** A finished download kept in the browser's storage, playable offline. */
export interface DownloadedItem {
  goodsId: number;
  title: string;
  artist?: string;
  cover?: string;
  size: number;
  mime: string;
  at: string;
}

interface DownloadsState {
  downloadTasks: DownloadTask[];
  downloaded: DownloadedItem[];
  /** False when the item is already present, downloading or downloaded (the caller toasts 已下载). */
  start: (task: Omit<DownloadTask, 'progress' | 'status'>) => boolean;
  progress: (taskId: string, progress: number, received?: number, total?: number) => void;
  pause: (taskId: string) => void;
  resume: (taskId: string) => void;
  /** Aborting removes the task. */
  remove: (taskId: string) => void;
  /** The task finished: it leaves the list of tasks for the downloaded list. */
  finish: (taskId: string, item: DownloadedItem) => void;
  forget: (goodsId: number) => void;
}

const DONE_KEY = 'music.downloaded';
/** Unfinished tasks: their bytes so far live in the browser's storage, so a reload keeps them. */
const TASKS_KEY = 'music.downloadTasks';

/** After a reload nothing runs: every unfinished task comes back paused, to be resumed. */
const restoredTasks = (): DownloadTask[] =>
  readJson<DownloadTask[]>(TASKS_KEY, []).map((t) => ({ ...t, status: 'paused' as const }));

function update(tasks: DownloadTask[], taskId: string, patch: Partial<DownloadTask>): DownloadTask[] {
  return tasks.map((task) => (task.taskId === taskId ? { ...task, ...patch } : task));
}

export const useDownloadsStore = create<DownloadsState>()((set, get) => ({
  downloadTasks: restoredTasks(),
  downloaded: readJson<DownloadedItem[]>(DONE_KEY, []),
  start: (task) => {
    const { downloadTasks, downloaded } = get();
    if (downloadTasks.some((t) => t.goodsId === task.goodsId)) return false;
    if (downloaded.some((d) => d.goodsId === task.goodsId)) return false;
    set({ downloadTasks: [...downloadTasks, { ...task, progress: 0, status: 'pending' }] });
    return true;
  },
  progress: (taskId, progress, received, total) => {
    const task = get().downloadTasks.find((t) => t.taskId === taskId);
    // A paused task stays paused until it is resumed, whatever bytes were still in flight.
    if (!task || task.status === 'paused') return;
    set({
      downloadTasks: update(get().downloadTasks, taskId, {
        progress,
        status: 'downloading',
        received,
        total,
      }),
    });
  },
  pause: (taskId) => set({ downloadTasks: update(get().downloadTasks, taskId, { status: 'paused' }) }),
  resume: (taskId) => set({ downloadTasks: update(get().downloadTasks, taskId, { status: 'downloading' }) }),
  remove: (taskId) => set({ downloadTasks: get().downloadTasks.filter((t) => t.taskId !== taskId) }),
  finish: (taskId, item) =>
    set({
      downloadTasks: get().downloadTasks.filter((t) => t.taskId !== taskId),
      downloaded: [item, ...get().downloaded.filter((d) => d.goodsId !== item.goodsId)],
    }),
  forget: (goodsId) => set({ downloaded: get().downloaded.filter((d) => d.goodsId !== goodsId) }),
}));

useDownloadsStore.subscribe((state, prev) => {
  if (state.downloaded !== prev.downloaded) writeJson(DONE_KEY, state.downloaded);
  if (state.downloadTasks !== prev.downloadTasks) writeJson(TASKS_KEY, state.downloadTasks);
});
