import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../lib/api-client.ts';
import { showNotice } from '../lib/notices.ts';
import { clearStoredUser } from '../lib/user-store.ts';
import { createApiErrorPolicy, ERROR_MESSAGE_MS } from './api-error-policy.ts';

/** Failed calls as red messages in the toast stack, each for 5 s (the seed's error catalogue). */
export function useErrorMessages(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const policy = createApiErrorPolicy({ now: Date.now, clearUser: clearStoredUser });
    return onApiError((error) => {
      const notice = policy(error);
      if (!notice) return;
      showNotice({
        severity: 'error',
        content: 'text' in notice ? notice.text : t(notice.key),
        life: ERROR_MESSAGE_MS,
      });
    });
  }, [t]);
}
