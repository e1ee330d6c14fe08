import { useEffect, useState } from 'react';
import { getEngine } from '../../lib/engine.ts';
import type { EngineClient } from '../../lib/engine-client/engine-client.ts';

/** This tab's engine connection, once made, or why it could not be. */
export function useEngine(): { engine: EngineClient | null; error: string | null } {
  const [state, setState] = useState<{ engine: EngineClient | null; error: string | null }>({
    engine: null,
    error: null,
  });
  useEffect(() => {
    let gone = false;
    getEngine().then(
      (engine) => !gone && setState({ engine, error: null }),
      (error: unknown) => !gone && setState({ engine: null, error: String(error) }),
    );
    return () => {
      gone = true;
    };
  }, []);
  return state;
}

/**
 * Runs `read` now and again `intervalMs` after each answer (never two at once) while `enabled`;
 * a failed read is reported and retried on the same beat.
 */
export function usePolling(
  read: (() => Promise<void>) | null,
  intervalMs: number,
  onError: (error: unknown) => void,
): void {
  useEffect(() => {
    if (read === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await read();
      } catch (error) {
        if (!stopped) onError(error);
      }
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [read, intervalMs, onError]);
}
