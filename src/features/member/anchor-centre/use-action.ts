import { useCallback, useState } from 'react';

/** An action's busy flag and its last error or confirmation. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const run = useCallback(async (action: () => Promise<string | null | void>) => {
    setBusy(true);
    try {
      const ok = await action();
      setMessage(ok ? { error: false, text: ok } : null);
    } catch (e) {
      setMessage({ error: true, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, message, setMessage, run };
}
