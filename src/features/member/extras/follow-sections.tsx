import { useTranslation } from 'react-i18next';
import { FollowedRooms } from '../../../ui/followed-rooms.tsx';
import { MyReservations } from '../../../ui/my-reservations.tsx';

/** Following (type 20): the same list as `/attention`. */
export function FollowsSection() {
  const { t } = useTranslation('member');
  return (
    <section className="surface stack" aria-labelledby="member-follows">
      <h2 id="member-follows">{t('menu.follows')}</h2>
      <FollowedRooms />
    </section>
  );
}

/** Reservations (type 21): the same lists as `/reserve`. */
export function ReservationsSection() {
  const { t } = useTranslation('member');
  return (
    <section className="surface stack" aria-labelledby="member-reservations">
      <h2 id="member-reservations">{t('menu.reservations')}</h2>
      <MyReservations headingLevel={3} />
    </section>
  );
}
