import { useMemo } from 'react';
import { encodeQr } from './qr-encoder.ts';

const QUIET_ZONE = 4;

/** A QR code drawn as one SVG path, with the standard four-module quiet zone (nothing past 213 bytes). */
export function QrCodeImage({ value, label, size = 148 }: { value: string; label: string; size?: number }) {
  const symbol = useMemo(() => {
    let qr;
    try {
      qr = encodeQr(value);
    } catch {
      return null; // longer than version 10 holds: show nothing rather than a broken code
    }
    const parts: string[] = [];
    qr.modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), dim: qr.size + QUIET_ZONE * 2 };
  }, [value]);
  if (!symbol) return null;
  const { path, dim } = symbol;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dim} ${dim}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={dim} height={dim} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
