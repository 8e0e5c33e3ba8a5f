import { useEffect, useRef } from 'react';
import './qr-scanner.css';

/*
 * The app's one QR scanner (order-check, activity check-in): the back camera, decoded frame by frame
 * with jsQR (bundled, loaded with the scanner). Every browser with a camera can scan, not only those
 * with a BarcodeDetector.
 */

/** Whether this browser can open a camera at all (else the code is typed). */
export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

type Decode = (data: Uint8ClampedArray, width: number, height: number) => string | null;

let decoder: Promise<Decode> | null = null;

/** jsQR, loaded the first time a scanner opens. */
function loadDecoder(): Promise<Decode> {
  decoder ??= import('jsqr').then(({ default: jsQR }) => (data, width, height) => {
    const found = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
    return found?.data ? found.data : null;
  });
  return decoder;
}

/** The longest side a frame is decoded at: enough for a phone-screen QR, cheap on a small phone. */
const MAX_SIDE = 640;
const INTERVAL_MS = 120;
/** The same text is not reported again within this time (a continuous scanner sees it many times). */
const REPEAT_MS = 3000;

interface QrScannerProps {
  /**
   * Called with every QR text seen. Answer true to take it: a single scanner then stops, a
   * continuous one goes on with the next code. Answer false to keep looking (not a code we want).
   */
  onText: (text: string) => boolean;
  /** The camera could not be opened (refused, or none). */
  onCameraError: () => void;
  /** Keep scanning after a taken code (door check-in). */
  continuous?: boolean;
  hint: string;
  testId?: string;
}

export function QrScanner({ onText, onCameraError, continuous, hint, testId }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onText, onCameraError });
  handlers.current = { onText, onCameraError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let last = { text: '', at: 0 };

    const tick = (decode: Decode) => {
      if (cancelled) return;
      const v = video.current;
      if (v && context && v.readyState >= 2 && v.videoWidth > 0) {
        const scale = Math.min(1, MAX_SIDE / Math.max(v.videoWidth, v.videoHeight));
        canvas.width = Math.round(v.videoWidth * scale);
        canvas.height = Math.round(v.videoHeight * scale);
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const frame = context.getImageData(0, 0, canvas.width, canvas.height);
        const text = decode(frame.data, frame.width, frame.height);
        const now = Date.now();
        if (text && !(text === last.text && now - last.at < REPEAT_MS)) {
          last = { text, at: now };
          if (handlers.current.onText(text) && !continuous) return;
        }
      }
      timer = setTimeout(() => tick(decode), INTERVAL_MS);
    };

    Promise.all([
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      loadDecoder(),
    ])
      .then(async ([s, decode]) => {
        stream = s;
        if (cancelled || !video.current) return;
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        tick(decode);
      })
      .catch(() => {
        if (!cancelled) handlers.current.onCameraError();
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [continuous]);

  return (
    <div className="scanner" data-testid={testId}>
      <video ref={video} className="scanner__video" playsInline muted />
      <span className="scanner__frame" />
      <div className="scanner__hint">{hint}</div>
    </div>
  );
}
