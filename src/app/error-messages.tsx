import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../lib/api-client.ts';
import { clearStoredUser } from '../lib/user-store.ts';
import { createApiErrorPolicy, ERROR_MESSAGE_MS, type ErrorNotice } from './api-error-policy.ts';

interface Shown {
  id: number;
  notice: ErrorNotice;
}

/** Failed calls as red messages at the top of the page, each for 5 s (the seed's error catalogue). */
export function ErrorMessages() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    const policy = createApiErrorPolicy({ now: Date.now, clearUser: clearStoredUser });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let nextId = 1;
    const stop = onApiError((error) => {
      const notice = policy(error);
      if (!notice) return;
      const id = nextId++;
      setShown((list) => [...list, { id, notice }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((s) => s.id !== id));
      }, ERROR_MESSAGE_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div className="error-messages">
      {shown.map(({ id, notice }) => (
        <p key={id} role="alert" className="error-message">
          {'text' in notice ? notice.text : t(notice.key)}
        </p>
      ))}
    </div>
  );
}
