import { Button, ProgressBar, SwipeAction } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { useDownloadsStore } from '../../../stores/downloads.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { PauseIcon, PlayIcon } from '../components/icons.tsx';
import { pauseDownload, removeDownload, resumeDownload } from '../lib/downloader.ts';
import { bytes } from '../lib/format.ts';
import { removeOffline } from '../lib/offline.ts';

/** Downloaded tracks, kept in the browser: they play with the network off. */
export function DownloadPage() {
  const { t } = useTranslation();
  const downloaded = useDownloadsStore((s) => s.downloaded);
  const tasks = useDownloadsStore((s) => s.downloadTasks.length);
  const playId = usePlaybackStore((s) => s.playId);
  const list = downloaded.map((d) => ({
    goods_id: d.goodsId,
    title: d.title,
    artist: d.artist,
    cover: d.cover,
  }));
  const total = downloaded.reduce((n, d) => n + d.size, 0);
  return (
    <Page path="/pages/download" title={t('music.downloads.title')}>
      <button
        type="button"
        className="dl-banner"
        data-testid="open-downloading"
        onClick={() => void navigateTo('/pages/downloading').catch(() => undefined)}
      >
        <span>{t('music.downloads.inProgress', { count: tasks })}</span>
        <small>›</small>
      </button>
      {downloaded.length === 0 ? (
        <StateView kind="empty" picture="downloads" title={t('music.downloads.empty')} />
      ) : (
        <>
          <p className="dl-summary">
            {t('music.downloads.summary', { count: downloaded.length, size: bytes(total) })}
          </p>
          {downloaded.map((d) => (
            <SwipeAction
              key={d.goodsId}
              rightActions={[
                {
                  key: 'delete',
                  text: t('music.downloads.delete'),
                  color: 'danger',
                  onClick: () => {
                    void removeOffline(d.goodsId);
                    useDownloadsStore.getState().forget(d.goodsId);
                  },
                },
              ]}
            >
              <button
                type="button"
                className={d.goodsId === playId ? 'track-row track-row--current' : 'track-row'}
                data-testid={`downloaded-${d.goodsId}`}
                onClick={() => usePlaybackStore.getState().playAll(list, d.goodsId)}
              >
                {d.cover && <img className="track-row__cover" src={d.cover} alt="" />}
                <span className="track-row__body">
                  <span className="track-row__title">{d.title}</span>
                  <span className="track-row__meta">
                    <em className="tag tag--ok">{t('music.downloads.offline')}</em>
                    <span className="track-row__sub">
                      {d.artist} · {bytes(d.size)}
                    </span>
                  </span>
                </span>
              </button>
            </SwipeAction>
          ))}
        </>
      )}
    </Page>
  );
}

/** Downloads under way: progress, pause, resume, remove. */
export function DownloadingPage() {
  const { t } = useTranslation();
  const tasks = useDownloadsStore((s) => s.downloadTasks);
  return (
    <Page path="/pages/downloading" title={t('music.downloading.title')}>
      {tasks.length === 0 ? (
        <StateView kind="empty" picture="downloads" title={t('music.downloading.empty')} />
      ) : (
        tasks.map((task) => (
          <div
            key={task.taskId}
            className="dl-task"
            data-testid={`task-${task.goodsId}`}
            data-status={task.status}
          >
            {task.cover && <img className="track-row__cover" src={task.cover} alt="" />}
            <div className="dl-task__body">
              <b>{task.title}</b>
              <ProgressBar percent={task.progress} style={{ '--track-width': '4px' }} />
              <small>
                {t(`music.downloading.status.${task.status}`)} · {task.progress}%
                {task.total ? ` · ${bytes(task.received ?? 0)} / ${bytes(task.total)}` : ''}
              </small>
            </div>
            {task.status === 'paused' ? (
              <button
                type="button"
                className="dl-task__btn"
                data-testid="task-resume"
                aria-label={t('music.downloading.resume')}
                onClick={() => resumeDownload(task.taskId)}
              >
                <PlayIcon />
              </button>
            ) : (
              <button
                type="button"
                className="dl-task__btn"
                data-testid="task-pause"
                aria-label={t('music.downloading.pause')}
                onClick={() => pauseDownload(task.taskId)}
              >
                <PauseIcon />
              </button>
            )}
            <Button
              size="mini"
              fill="none"
              data-testid="task-remove"
              onClick={() => removeDownload(task.taskId)}
            >
              {t('music.downloading.remove')}
            </Button>
          </div>
        ))
      )}
    </Page>
  );
}
