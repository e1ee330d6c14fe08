import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { WORLD_CUP_PATHS, type GroupRow } from '../../../contracts/world-cup.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { ApiStatus } from './api-state.tsx';
import { GroupTable, TieBreakNotes } from './group-table.tsx';
import { MatchLine } from './match-line.tsx';

interface GroupsViewProps {
  season: string;
  lang: Lang;
  timeZone: string;
}

/** Every group's table computed from its results, its tie-breaks, and its matches. */
export function GroupsView({ season, lang, timeZone }: GroupsViewProps) {
  const { t } = useTranslation('world-cup');
  const state = useQuery(apiQuery(WORLD_CUP_PATHS.groups, { season }, { staleTime: STALE_MS.archive }));
  const data = state.data?.season === season ? state.data : null;
  if (!data) return <ApiStatus state={{ ...state, data }} />;

  const thirdsThrough = new Set(data.third_placed.slice(0, data.third_placed_through).map((r) => r.team.id));
  const groupDone = (matches: { status: string }[]) => matches.every((m) => m.status === 'finished');
  return (
    <div className="wc-groups">
      <p className="muted">
        {t(`group.rules.${data.rules}`)} {t('group.fairPlay')}
      </p>
      <div className="wc-group-grid">
        {data.groups.map((g) => {
          const through = groupDone(g.matches)
            ? (r: GroupRow) => r.position <= 2 || thirdsThrough.has(r.team.id)
            : undefined;
          return (
            <section key={g.name} className="surface wc-card" aria-label={t('group.title', { name: g.name })}>
              <GroupTable caption={t('group.title', { name: g.name })} rows={g.rows} lang={lang} through={through} />
              <TieBreakNotes rows={g.rows} lang={lang} />
              <ol className="wc-matches" aria-label={t('group.matches', { name: g.name })}>
                {g.matches.map((m) => (
                  <MatchLine key={m.id} match={m} lang={lang} timeZone={timeZone} />
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      {data.third_placed.length > 0 && (
        <section className="surface wc-card" aria-label={t('group.thirdPlaced')}>
          <GroupTable
            caption={t('group.thirdPlaced')}
            rows={data.third_placed}
            lang={lang}
            through={(r) => thirdsThrough.has(r.team.id)}
          />
          <p className="muted">{t('group.thirdThrough', { count: data.third_placed_through })}</p>
        </section>
      )}
    </div>
  );
}
