import { Button, Dialog } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { showToast } from '../../../lib/toast.ts';
import { stopLive } from '../api/stop.ts';
import {
  hasTwoCameras,
  startCameraPush,
  type CameraPush,
  type CameraState,
  type Facing,
} from '../lib/camera-push.ts';

/**
 * Going live with this phone's camera (decision 232): a local preview, the state of the push
 * (asking for the camera, connecting, live, refused or failed with why), a camera switch when
 * the phone has two, and End, which stops the recording, closes the socket and ends the live.
 */
export function CameraPushPanel({
  liveId,
  onEnded,
  onActive,
}: {
  liveId: number;
  onEnded: () => void;
  /** Whether the camera is on: the page hides its own End while the panel shows one. */
  onActive?: (active: boolean) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<CameraState | null>(null);
  const [facing, setFacing] = useState<Facing>('user');
  const [twoCameras, setTwoCameras] = useState(false);
  const push = useRef<CameraPush | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);

  const start = (f: Facing) => {
    push.current?.stop();
    push.current = startCameraPush({
      liveId,
      facing: f,
      onState: setState,
      onStream: (s) => {
        if (video.current) video.current.srcObject = s;
        if (s) void hasTwoCameras().then(setTwoCameras);
      },
    });
  };
  // Leaving the page stops the camera; the live ends after the grace time unless it comes back.
  useEffect(() => () => push.current?.stop(), []);

  const switchCamera = () => {
    const next: Facing = facing === 'user' ? 'environment' : 'user';
    setFacing(next);
    start(next);
  };

  const end = async () => {
    if (!(await Dialog.confirm({ content: t('live.camera.endConfirm') }))) return;
    push.current?.stop();
    push.current = null;
    try {
      await stopLive({ live_id: liveId });
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
    onEnded();
  };

  const active = state?.name === 'asking' || state?.name === 'connecting' || state?.name === 'live';
  useEffect(() => onActive?.(active), [active, onActive]);
  return (
    <section className="live-cam" data-testid="live-cam">
      <video
        ref={video}
        className={`live-cam__preview${facing === 'user' ? ' live-cam__preview--mirror' : ''}${active ? '' : ' live-cam__preview--off'}`}
        data-testid="live-cam-preview"
        muted
        autoPlay
        playsInline
      />
      {state ? (
        <p
          className={`live-cam__state live-cam__state--${state.name}`}
          data-testid="live-cam-state"
          data-state={state.name}
          role="status"
        >
          {state.name === 'error'
            ? t('live.camera.error', { reason: t(`live.camera.reason.${state.reason}`) })
            : t(`live.camera.state.${state.name}`)}
        </p>
      ) : null}
      {active ? (
        <div className="live-cam__actions">
          {twoCameras ? (
            <Button shape="rounded" onClick={switchCamera} data-testid="live-cam-switch">
              {t('live.camera.switch')}
            </Button>
          ) : null}
          <Button shape="rounded" color="danger" onClick={() => void end()} data-testid="live-cam-end">
            {t('live.camera.end')}
          </Button>
        </div>
      ) : (
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => start(facing)}
          data-testid="live-cam-start"
        >
          {state ? t('live.camera.retry') : t('live.camera.start')}
        </Button>
      )}
      {active ? <p className="live-cam__hint">{t('live.camera.keepOpen')}</p> : null}
    </section>
  );
}
