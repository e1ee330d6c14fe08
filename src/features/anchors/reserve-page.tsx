import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { userState } from '../../lib/user-store.ts';
import { MyReservations } from '../../ui/my-reservations.tsx';
import { ReservedMatches } from '../../ui/reserved-matches.tsx';
import './anchors.css';

/**
 * `/reserve`: the matches the user follows or reserved, and the broadcasts they reserved; cancel
 * any here. A visitor sees the matches followed in this browser.
 */
export function ReservePage() {
  const { t } = useTranslation('anchors');
  const { user } = useSnapshot(userState);
  return (
    <div className="anchors-page">
      <h1 className="anchors-heading">{t('route.reserve')}</h1>
      {user ? (
        <MyReservations key={user.id} />
      ) : (
        <>
          <ReservedMatches reservations={null} onCancelReservation={() => undefined} />
          <div className="anchors-login">
            <p>{t('reserve.loginForMore')}</p>
            <Button type="button" onClick={() => openLoginDialog()} label={t('login.button')} />
          </div>
        </>
      )}
    </div>
  );
}
