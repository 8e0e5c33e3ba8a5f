import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A ticket's signed payload as a QR code (the `qrcode` library, rendered to an image in the
 * browser). Error correction M: the payload is ~150 characters, and a phone screen scans well.
 */
export function TicketQr({ payload, size, testId }: { payload: string; size: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: size * 2 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [payload, size]);
  return (
    <span className="ticket-qr" style={{ width: size, height: size }}>
      {src && <img src={src} alt="" width={size} height={size} data-testid={testId} data-payload={payload} />}
    </span>
  );
}
