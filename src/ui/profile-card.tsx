import { useTranslation } from 'react-i18next';
import type { PersonaInfo } from '../../contracts/member.ts';
import './profile-card.css';

/**
 * A user's public card (the persona page and "my space"): avatar, nickname, level, roles and
 * signature, all rendered as text.
 */
export function ProfileCard({ persona }: { persona: PersonaInfo }) {
  const { t } = useTranslation('member');
  return (
    <article className="surface profile-card">
      <img className="profile-card-avatar" src={persona.avatar} alt={t('persona.avatar')} />
      <div>
        <h2 className="profile-card-name">
          <span>{persona.nickname}</span>
          <img src={persona.exp_icon} alt={t('level.level', { level: persona.level })} />
        </h2>
        <p className="row muted">
          {persona.is_anchor === 1 && <span>{t('persona.anchor')}</span>}
          {persona.is_expert === 1 && <span>{t('persona.expert')}</span>}
          <span>{t(`personal.genders.${persona.gender}`)}</span>
        </p>
        <p className="profile-card-signature">{persona.signature || t('persona.noSignature')}</p>
      </div>
    </article>
  );
}
