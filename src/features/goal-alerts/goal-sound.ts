import { Howl } from 'howler';

/** The seed's goal sound length. */
export const GOAL_SOUND_MS = 6_000;

const SOUND_URL = '/sounds/goal.wav';

let howl: Howl | null = null;
let soundId: number | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Plays the goal chime on a loop for 6 s. A goal while it plays extends it rather than layering
 * a second sound. Browsers allow sound only after the user interacted with the page; until then
 * howler queues the play and unlocks on the first click or key.
 */
export function playGoalSound(durationMs = GOAL_SOUND_MS): void {
  howl ??= new Howl({ src: [SOUND_URL], loop: true, volume: 0.6, preload: true });
  // A stop timer pending means the chime is (or is about to be) playing.
  if (stopTimer === null) soundId = howl.play();
  else clearTimeout(stopTimer);
  stopTimer = setTimeout(stopGoalSound, durationMs);
}

export function stopGoalSound(): void {
  if (stopTimer !== null) clearTimeout(stopTimer);
  stopTimer = null;
  if (howl && soundId !== null) howl.stop(soundId);
  soundId = null;
}
