import { createPacer, type PacerDeps } from './pacer.ts';

export interface AnnouncerDeps extends Omit<PacerDeps<string>, 'deliver'> {
  /** Puts the text in the aria-live region. */
  announce(text: string): void;
  /** How many queued messages one announcement may read out (the newest ones). */
  maxJoined?: number;
}

export interface Announcer {
  say(text: string): void;
  dispose(): void;
}

/**
 * A throttle for a polite live region: at most one announcement per `intervalMs`. What arrives
 * in between is read out together at the next slot (the newest few), so no goal is lost and a
 * burst of goals does not flood the screen reader.
 */
export function createAnnouncer(deps: AnnouncerDeps): Announcer {
  const maxJoined = deps.maxJoined ?? 3;
  const pacer = createPacer<string>({ ...deps, deliver: (texts) => deps.announce(texts.slice(-maxJoined).join(' ')) });
  return { say: pacer.push, dispose: pacer.dispose };
}
