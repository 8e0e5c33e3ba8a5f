import { LiveRoom } from './live-room-page.tsx';

/** live-play and its native-page variants serve the same room. */
export const LiveRoomPage = () => <LiveRoom path="/pages/live-room" />;
export const LivePlayPage = () => <LiveRoom path="/pages/live-play" />;
export const LivePlayH5Page = () => <LiveRoom path="/pages/live-play/live-play-h5" />;
export const LivePlayNvuePage = () => <LiveRoom path="/pages/live-play/live-play-nvue" />;
