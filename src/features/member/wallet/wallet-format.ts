/** Fen -> `12.30` (two decimals, no currency sign: the caller's message adds it). */
export function formatFen(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** Unix seconds -> `2025-01-31 08:05` in the viewer's time zone. */
export function formatTime(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A fresh client request id: a retry of one submit reuses it, so the server applies it once. */
export function newClientId(): string {
  return crypto.randomUUID();
}
