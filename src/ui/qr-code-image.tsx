import { useMemo } from 'react';
import { encode } from 'uqr';

/** The standard quiet zone around a symbol, in modules. */
const QUIET_ZONE = 4;

/** The SVG path of a QR symbol (level M, with its quiet zone), one unit square per dark module. */
export function qrPath(value: string): { path: string; dim: number } {
  const qr = encode(value, { ecc: 'M', border: QUIET_ZONE });
  const parts: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { path: parts.join(''), dim: qr.size };
}

/** A QR code made in the browser (the `uqr` encoder), drawn as one SVG path. */
export function QrCodeImage({ value, label, size = 148 }: { value: string; label: string; size?: number }) {
  const { path, dim } = useMemo(() => qrPath(value), [value]);
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
