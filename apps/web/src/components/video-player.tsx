import { forwardRef, useEffect, useImperativeHandle, useRef, type VideoHTMLAttributes } from 'react';

interface VideoPlayerProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  src: string;
  /** Attach the source now (the current and the next video of a feed), or keep only the poster. */
  load?: boolean;
  /** Play while true, pause otherwise. */
  active?: boolean;
  /** The source is an HLS playlist though its URL does not end in .m3u8 (a signed playlist URL). */
  hls?: boolean;
}

const isHls = (src: string) => /\.m3u8(\?|$)/i.test(src);

function nativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/**
 * A <video> (the community's posts, the courses' lessons) that plays HLS natively (Safari, iOS) or through hls.js, which loads only here and
 * only when the browser lacks HLS (Chromium, Firefox).
 */
export const VideoPlayer = forwardRef<HTMLVideoElement | null, VideoPlayerProps>(function VideoPlayer(
  { src, load = true, active = false, hls = false, ...rest },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(ref, () => videoRef.current, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load || !src) return;
    if (!(hls || isHls(src)) || nativeHls(video)) {
      video.src = src;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let destroyed = false;
    let destroy: (() => void) | null = null;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        video.src = src;
        return;
      }
      const hls = new Hls({ maxBufferLength: 10 });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [src, load, hls]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !load) return;
    if (active) void video.play().catch(() => undefined);
    else video.pause();
  }, [active, load, src]);

  // autoPlay covers the moment the source becomes playable after `active` was set.
  return <video ref={videoRef} playsInline preload={load ? 'auto' : 'none'} autoPlay={active} {...rest} />;
});
