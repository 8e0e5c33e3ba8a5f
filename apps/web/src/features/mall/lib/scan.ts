/*
 * Camera scanning uses the browser's own BarcodeDetector (Chrome on Android, Safari 17+ behind a
 * flag, …). Where it is missing the clerk types the code: no decoder library is shipped (see
 * docs/decisions/047-order-check-scanning.md).
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options?: { formats: string[] }) => BarcodeDetectorLike;

function detectorCtor(): BarcodeDetectorCtor | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  return typeof ctor === 'function' ? ctor : null;
}

export function canScan(): boolean {
  return detectorCtor() !== null && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** The 12-digit verification code inside what a QR says (the bare code, or a link carrying it). */
export function extractCode(text: string): string | null {
  const param = /[?&]code=(\d{12})(?:\D|$)/.exec(text);
  if (param) return param[1]!;
  const digits = text.replace(/\s/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** Watches a playing video until a QR with a code shows up; returns a stop function. */
export function watchForCode(video: HTMLVideoElement, onCode: (code: string) => void): () => void {
  const Ctor = detectorCtor();
  if (!Ctor) return () => undefined;
  const detector = new Ctor({ formats: ['qr_code'] });
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    try {
      if (video.readyState >= 2) {
        for (const found of await detector.detect(video)) {
          const code = extractCode(found.rawValue);
          if (code) {
            stopped = true;
            onCode(code);
            return;
          }
        }
      }
    } catch {
      /* a frame that could not be read: try the next */
    }
    setTimeout(() => void tick(), 250);
  };
  void tick();
  return () => {
    stopped = true;
  };
}
