import { ShareCardPage } from '../components/share-card.tsx';

export function BbsSharePage() {
  return <ShareCardPage path="/pages/bbs-share" target="/pages/bbs-detail" />;
}

export function VideoSharePage() {
  return <ShareCardPage path="/pages/video-share" target="/pages/video-play" />;
}
