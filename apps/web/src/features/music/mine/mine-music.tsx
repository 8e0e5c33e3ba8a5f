import { AudioOutline, ClockCircleOutline, DownlandOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useDownloadsStore } from '../../../stores/downloads.ts';
import '../components/music.css';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

/** Mine's music entries: my music (bought and published), recently played, downloads. */
export function MineMusic() {
  const { t } = useTranslation();
  const downloaded = useDownloadsStore((s) => s.downloaded.length);
  const running = useDownloadsStore((s) => s.downloadTasks.length);
  return (
    <section className="mine-music" data-testid="mine-music">
      <button type="button" onClick={go('/pages/music-manage')} data-testid="mine-my-music">
        <span className="mine-music__glyph">
          <AudioOutline />
        </span>
        <b>{t('music.mine.myMusic')}</b>
      </button>
      <button type="button" onClick={go('/pages/music-recently')} data-testid="mine-recent">
        <span className="mine-music__glyph">
          <ClockCircleOutline />
        </span>
        <b>{t('music.mine.recent')}</b>
      </button>
      <button type="button" onClick={go('/pages/download')} data-testid="mine-downloads">
        <span className="mine-music__glyph">
          <DownlandOutline />
        </span>
        <b>{t('music.mine.downloads')}</b>
        {downloaded + running > 0 && <small>{downloaded + running}</small>}
      </button>
    </section>
  );
}
