import type { Howl } from 'howler';

/** The seed's goal sound length. */
export const GOAL_SOUND_MS = 6_000;

const SOUND_URL = '/sounds/goal.wav';

let howl: Promise<Howl> | null = null;
let soundId: number | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every stop, so a sound still loading for an earlier goal does not start late. */
let generation = 0;

/** The audio library loads with the first goal sound, not with every score page. */
function goalHowl(): Promise<Howl> {
  howl ??= import('howler').then(({ Howl }) => new Howl({ src: [SOUND_URL], loop: true, volume: 0.6, preload: true }));
  return howl;
}

/**
 * Plays the goal chime on a loop for 6 s. A goal while it plays extends it rather than layering
 * a second sound. Browsers allow sound only after the user interacted with the page; until then
 * howler queues the play and unlocks on the first click or key.
 */
export function playGoalSound(durationMs = GOAL_SOUND_MS): void {
  // A stop timer pending means the chime is (or is about to be) playing.
  const starting = stopTimer === null;
  if (stopTimer !== null) clearTimeout(stopTimer);
  stopTimer = setTimeout(stopGoalSound, durationMs);
  if (!starting) return;
  const started = generation;
  void goalHowl().then(
    (sound) => {
      if (started === generation) soundId = sound.play();
    },
    () => undefined,
  );
}

export function stopGoalSound(): void {
  generation += 1;
  if (stopTimer !== null) clearTimeout(stopTimer);
  stopTimer = null;
  const id = soundId;
  soundId = null;
  if (id !== null) void howl?.then((sound) => sound.stop(id));
}
