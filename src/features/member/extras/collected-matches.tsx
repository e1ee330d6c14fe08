import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../../contracts/match.ts';
import { MEMBER_EXTRA_PATHS, type CollectedMatch } from '../../../../contracts/member-extras.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { formatUnix } from '../../../lib/locale-format.ts';
import { ListPaginator } from '../../../ui/list-paginator.tsx';
import { matchDetailHref } from '../../../ui/match-link.ts';
import { routeHref } from '../../../ui/open-in-new-tab.ts';
import { memberQuery } from '../member-query.ts';

const PAGE_SIZE = 10;

/** Where a collected match opens: today's live detail, or the detail of an imported result. */
function matchHref(match: CollectedMatch): string {
  return match.source === 'live'
    ? matchDetailHref(match.match_id)
    : routeHref('/score-detail', { mid: match.match_id });
}

/** Collected matches (`Basketballuser/collect`), the latest collected first; remove any here. */
export function CollectedMatches() {
  const { t, i18n } = useTranslation(['member-extras', 'member']);
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...memberQuery(MEMBER_EXTRA_PATHS.collectList, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (m: CollectedMatch) =>
      callRoute(
        'POST',
        MEMBER_EXTRA_PATHS.collect,
        { match_id: m.match_id, source: m.source, collect: 0 },
        { quiet: true },
      ),
    onSuccess: () => void list.refetch(),
  });
  const error = remove.error?.message ?? (list.data ? null : list.error?.message);

  return (
    <section className="stack" aria-labelledby="collected-matches">
      <h3 id="collected-matches">{t('collections.matches')}</h3>
      {error && <p className="error-text">{t('collections.failed', { message: error })}</p>}
      {!list.data && !list.error && <p className="muted">{t('member:loading')}</p>}
      {list.data?.list.length === 0 && (
        <p className="muted">
          {t('collections.matchesEmpty')} <Link to={routeHref('/football')}>{t('collections.browseScores')}</Link>
        </p>
      )}
      {list.data && list.data.list.length > 0 && (
        <ul className="member-rows" aria-label={t('collections.matches')}>
          {list.data.list.map((m) => {
            const home = m[`home_team_name_${lang}`];
            const away = m[`away_team_name_${lang}`];
            const live = m.status === 'live' || m.status === 'halftime';
            return (
              <li key={`${m.source}-${m.match_id}`}>
                <Link to={matchHref(m)} className="member-row-main">
                  <span className="muted">{m[`short_name_${lang}`]}</span>
                  <span>{home}</span>
                  <strong>{m.home_score === null ? t('collections.vs') : `${m.home_score} - ${m.away_score}`}</strong>
                  <span>{away}</span>
                  <span className={live ? 'error-text' : 'muted'}>
                    {m.status === 'live' && m.match_str ? m.match_str : t(`collections.status.${m.status}`)}
                  </span>
                  <time className="muted">{formatUnix(m.match_time, lang)}</time>
                </Link>
                <Button
                  type="button"
                  outlined
                  size="small"
                  aria-label={t('collections.removeMatch', { home, away })}
                  label={t('collections.remove')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(m)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {list.data && <ListPaginator page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} />}
    </section>
  );
}
