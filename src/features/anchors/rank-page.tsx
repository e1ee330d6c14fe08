import { pill } from './pill.ts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ECONOMY_PATHS, RANK_PERIODS } from '../../../contracts/room-economy.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { roomHref } from '../../ui/room-card.tsx';
import { parseRankQuery, type RankKind } from './anchor-query.ts';
import './anchors.css';
import { numberFormat } from '../../lib/locale-format.ts';

const KINDS: RankKind[] = ['anchor', 'wealth'];

/** `/rank`: anchors (diamonds received) and wealth (diamonds given) by day, week, month and in total. */
export function RankPage() {
  const { t, i18n } = useTranslation('anchors');
  const [search] = useSearchParams();
  const { kind, period } = parseRankQuery(search);
  const rows = useQuery(apiQuery(ECONOMY_PATHS.ranking, { kind, period }));
  // While another tab's rows load, the old ones are not shown under the new tab (each tab is its own query).
  const current = rows.data ?? null;
  const error = queryErrorText(rows);
  const number = numberFormat(i18n.language);
  const href = (k: RankKind, p: string) => routeHref({ name: 'rank' }, { kind: k, period: p });

  return (
    <div className="anchors-page">
      <h1 className="anchors-heading">{t('route.rank')}</h1>
      <nav className="anchors-tabs" aria-label={t('rank.kinds')}>
        {KINDS.map((k) => (
          <Link
            key={k}
            to={href(k, period)}
            aria-current={k === kind ? 'page' : undefined}
            className={pill(k === kind)}
          >
            {t(`rank.kind.${k}`)}
          </Link>
        ))}
      </nav>
      <nav className="anchors-tabs small" aria-label={t('rank.periods')}>
        {RANK_PERIODS.map((p) => (
          <Link
            key={p}
            to={href(kind, p)}
            aria-current={p === period ? 'page' : undefined}
            className={pill(p === period)}
          >
            {t(`rank.period.${p}`)}
          </Link>
        ))}
      </nav>
      {error && <p className="error-text">{error}</p>}
      {current === null ? (
        !error && <p className="muted">{t('loading')}</p>
      ) : current.length === 0 ? (
        <p className="anchors-empty">{t('rank.empty')}</p>
      ) : (
        <ol className="rank-list" aria-label={t(`rank.kind.${kind}`)}>
          {current.map((row) => {
            const name = (
              <>
                <img src={row.user.avatar} alt="" loading="lazy" />
                <span className="ellipsis">{row.user.nickname}</span>
              </>
            );
            return (
              <li key={row.user.id} className={row.rank <= 3 ? `rank-row top top-${row.rank}` : 'rank-row'}>
                <span className="rank-number">{row.rank}</span>
                {kind === 'anchor' && row.room_id !== null && row.live ? (
                  <Link to={roomHref(row.room_id)} className="rank-user">
                    {name}
                    <span className="rank-live">{t('card.live')}</span>
                  </Link>
                ) : (
                  <span className="rank-user">{name}</span>
                )}
                <span className="muted rank-level">{t('rank.level', { level: row.user.level })}</span>
                <span className="muted rank-diamonds">
                  {t('rank.diamonds', { value: number.format(row.diamonds) })}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
