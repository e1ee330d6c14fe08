/**
 * Password hashing (argon2id: 19 MiB and ~40 ms each) is the one expensive thing a stranger can
 * make us do. Every hash goes through this gate: at most `concurrency` run at once in the process
 * (memory stays flat in a burst, and the libuv pool that file I/O shares is never filled), at most
 * `queue` wait, and each subject (a phone, an address, a user) has at most its own few in flight.
 * What does not fit is refused at once, not queued without end.
 */
export interface PasswordGate {
  /** Runs `work` when a slot is free; `busy` when the queue or a subject's share is full. */
  run<T>(subjects: GateSubject[], purpose: HashPurpose, work: () => Promise<T>): Promise<GateResult<T>>;
}

export type HashPurpose = 'login' | 'register' | 'reset' | 'payment';
export type GateResult<T> = { busy: false; value: T } | { busy: true };

export interface GateSubject {
  key: string;
  /** In flight at once for this subject. */
  max: number;
}

export function createPasswordGate(options: {
  concurrency: number;
  queue: number;
  /** Counts every hash that runs (metrics). */
  onHash?: (purpose: HashPurpose) => void;
}): PasswordGate {
  const inFlight = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const acquire = async () => {
    if (running < options.concurrency) {
      running += 1;
      return;
    }
    // The slot is handed over by `release`, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(subjects, purpose, work) {
      if (waiting.length >= options.queue) return { busy: true };
      if (subjects.some((s) => (inFlight.get(s.key) ?? 0) >= s.max)) return { busy: true };
      for (const s of subjects) inFlight.set(s.key, (inFlight.get(s.key) ?? 0) + 1);
      try {
        await acquire();
        try {
          options.onHash?.(purpose);
          return { busy: false, value: await work() };
        } finally {
          release();
        }
      } finally {
        for (const s of subjects) {
          const left = (inFlight.get(s.key) ?? 1) - 1;
          if (left === 0) inFlight.delete(s.key);
          else inFlight.set(s.key, left);
        }
      }
    },
  };
}

/** The gate's settings: two hashes at a time (~40 MiB), 64 waiting. */
export const PASSWORD_GATE = { concurrency: 2, queue: 64 } as const;

/** In flight at once per phone, per address and per user (a double click fits; a burst does not). */
export const GATE_SHARE = { phone: 2, address: 8, user: 1 } as const;
