import type { community } from '@dance/contracts';
import { Image } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { PlayBadge } from './icons.tsx';

/** A video's poster with a play badge, its length, and its processing state for the author. */
export function VideoCover({ video, onPlay }: { video: community.PostVideo; onPlay?: () => void }) {
  const { t } = useTranslation();
  const portrait = (video.height ?? 0) > (video.width ?? 0);
  const seconds = Math.round(video.duration ?? 0);
  return (
    <div
      className={portrait ? 'cm-video-cover cm-video-cover--portrait' : 'cm-video-cover'}
      data-testid="video-cover"
      onClick={(event) => {
        if (!onPlay || video.status !== 'ready') return;
        event.stopPropagation();
        onPlay();
      }}
    >
      {video.cover ? <Image src={video.cover} fit="cover" lazy width="100%" height="100%" /> : null}
      {video.status === 'ready' ? (
        <span className="cm-video-cover__play">
          <PlayBadge />
        </span>
      ) : (
        <span className="cm-video-cover__state">
          {video.status === 'failed' ? t('community.video.failed') : t('community.video.processing')}
        </span>
      )}
      {seconds > 0 && (
        <span className="cm-video-cover__time">
          {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
        </span>
      )}
    </div>
  );
}
