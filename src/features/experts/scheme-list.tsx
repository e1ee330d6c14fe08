import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SchemeCard, SchemeStatus } from '../../../contracts/experts.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { matchTitle, pickText } from './expert-format.ts';

const SEVERITY: Record<SchemeStatus, 'success' | 'danger' | 'info' | 'warning' | undefined> = {
  pending: 'info',
  win: 'success',
  half_win: 'success',
  push: 'warning',
  half_lose: 'danger',
  lose: 'danger',
};

export function SchemeStatusTag({ status }: { status: SchemeStatus }) {
  const { t } = useTranslation('experts');
  return <Tag severity={SEVERITY[status]} value={t(`status.${status}`)} />;
}

/** Schemes as a list: the match (to the scheme's page), the pick, the price, the result; the expert unless `hideExpert`. */
export function SchemeList({ schemes, hideExpert = false }: { schemes: readonly SchemeCard[]; hideExpert?: boolean }) {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  if (schemes.length === 0) return <p className="muted">{t('home.empty')}</p>;
  return (
    <ul className="expert-schemes">
      {schemes.map((s) => (
        <li key={s.id} className="surface stack expert-scheme">
          <div className="row expert-scheme-head">
            <Link to={routeHref({ name: 'specialistDetail' }, { id: s.id })}>{matchTitle(t, s, lang)}</Link>
            <SchemeStatusTag status={s.status} />
          </div>
          <span>{pickText(t, s)}</span>
          <span className="muted">
            {s.match.league[lang] || s.match.league.en} · {formatUnix(s.match.match_time, lang)} ·{' '}
            {s.price > 0 ? t('scheme.price', { n: s.price }) : t('scheme.free')}
            {s.refund_on_lose ? ` · ${t('scheme.refund')}` : ''}
          </span>
          {hideExpert ? null : (
            <Link className="muted" to={routeHref({ name: 'specialistInfo' }, { id: s.expert.id })}>
              {t('scheme.by', { name: s.expert.nickname })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
