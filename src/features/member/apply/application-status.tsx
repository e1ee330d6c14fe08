import { useTranslation } from 'react-i18next';
import type { ApplicationStatusName } from '../../../../contracts/account.ts';

/** What `Member/applicationStatus` answers (server/applications/applications.ts). */
export interface ApplicationStateView {
  status: ApplicationStatusName;
  note: string;
  created_at: number | null;
  reviewed_at: number | null;
}

/** The latest application's state: pending, approved, or rejected with the reviewer's note. */
export function ApplicationStatusNotice({ state }: { state: ApplicationStateView }) {
  const { t } = useTranslation('apply');
  if (state.status === 'none') return null;
  return (
    <div className={state.status === 'rejected' ? 'error-text' : 'ok-text'} role="status">
      <p>{t(`status.${state.status}`)}</p>
      {state.note && <p>{t('status.note', { note: state.note })}</p>}
    </div>
  );
}
