import type { ReactNode } from 'react';

/** One message for the app's one toast stack: failed calls (`code 1`) and room notices alike. */
export interface Notice {
  severity: 'error' | 'info' | 'success' | 'warn';
  /** Plain text, or a small view (a text with a link). */
  content: ReactNode;
  /** How long it stays, in ms. */
  life: number;
}

type NoticeListener = (notice: Notice) => void;

let listener: NoticeListener | null = null;
const waiting: Notice[] = [];
const firstNotice = new Set<() => void>();

/**
 * Shows a notice in the toast stack. The stack loads with the first notice; notices that come
 * before it is ready wait and show then.
 */
export function showNotice(notice: Notice): void {
  if (listener) {
    listener(notice);
    return;
  }
  waiting.push(notice);
  for (const wake of firstNotice) wake();
}

/** The stack receives notices here (the ones that waited first). Returns a stop function. */
export function receiveNotices(next: NoticeListener): () => void {
  listener = next;
  for (const notice of waiting.splice(0)) next(notice);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Calls `wake` once a notice waits for a stack (at once when one already waits). */
export function onFirstNotice(wake: () => void): () => void {
  if (waiting.length > 0) wake();
  firstNotice.add(wake);
  return () => firstNotice.delete(wake);
}
