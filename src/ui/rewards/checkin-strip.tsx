import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { rewardsState, signToday } from './rewards-store.ts';
import { useRewards } from './use-rewards.ts';
import './rewards.css';

/**
 * The week's check-in strip: seven days (Monday first) with their diamond rewards, signed days
 * marked. Today's button is active only while today is not signed; after signing the tasks
 * reload, the label reads "signed" and the stored balance is updated.
 */
export function CheckinStrip() {
  const { t } = useTranslation('rewards');
  const { fresh, userId, signing, failed } = useRewards();
  const [gained, setGained] = useState<number | null>(null);
  const signed = fresh?.is_sign === 1;

  const sign = async () => {
    if (userId === null) {
      openLoginDialog();
      return;
    }
    const result = await signToday(userId);
    if (result) setGained(result.lz_num);
  };

  return (
    <section className="stack" data-testid="checkin-strip" aria-label={t('checkin.title')}>
      <header className="spread rewards-head">
        <h4>{t('checkin.title')}</h4>
        {gained !== null ? <span className="rewards-gained">{t('checkin.success', { n: gained })}</span> : null}
      </header>
      <ol className="checkin-days">
        {(fresh?.list ?? []).map((day, i) => (
          <li
            key={day.day}
            className={`checkin-day${day.is_sign ? ' is-signed' : ''}${day.today ? ' is-today' : ''}`}
            data-day={day.day}
          >
            <span className="checkin-day-reward">{t('checkin.reward', { n: day.lz_num })}</span>
            <span className="checkin-day-name">
              {day.today ? t('checkin.today') : t(`checkin.week.${(i % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6}`)}
            </span>
            {day.is_sign ? (
              <span className="checkin-day-mark" aria-hidden="true">
                ✓
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {failed && !fresh ? <p className="muted">{t('loadError')}</p> : null}
      {userId === null ? <p className="muted">{t('loginHint')}</p> : null}
      <Button
        type="button"
        size="small"
        data-testid="checkin-button"
        disabled={signed || signing || (userId !== null && !fresh) || rewardsState.loading}
        onClick={() => void sign()}
        label={userId === null ? t('login') : signed ? t('checkin.signed') : t('checkin.sign')}
      />
    </section>
  );
}
