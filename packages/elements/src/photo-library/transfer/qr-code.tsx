import { toString as qrSvg } from 'qrcode';
import { type ReactElement, useEffect, useState } from 'react';

/**
 * A QR code of `text` as an image. Always dark on white, whatever the brand's colours, with the
 * quiet zone scanners need: a phone camera reads it from a screen across a desk.
 */
export function QrCode({ text, label }: { readonly text: string; readonly label: string }): ReactElement {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSource(null);
    void qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return source === null ? (
    <div className="qr-code" role="img" aria-label={label} aria-busy="true" />
  ) : (
    <img className="qr-code" src={source} alt={label} width={240} height={240} />
  );
}
