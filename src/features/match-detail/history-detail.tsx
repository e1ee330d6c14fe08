import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { HeadToHeadPanel, RecentForm } from './head-to-head.tsx';
import { LeagueTable } from './league-table.tsx';
import { Lineups } from './lineups.tsx';
import { MatchHeader, type HeaderModel } from './match-header.tsx';
import { CollectMatchButton } from '../../ui/collect-match-button.tsx';
import { MATCH_CENTRE_PATHS, type HistoricalMatchDetail } from '../../../contracts/match-centre.ts';
import { formatKickoff, teamName } from './names.ts';
import { RecordedEvents } from './recorded-events.tsx';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';

type T = TFunction<'match'>;

const both = (a: number | null, b: number | null): a is number => a !== null && b !== null;

function headerModel(m: HistoricalMatchDetail, lang: Lang, t: T): HeaderModel {
  const lines: string[] = [];
  lines.push(
    m.match_time !== null && m.has_time
      ? t('header.kickoff', { time: formatKickoff(m.match_time, lang) })
      : t('header.date', { date: m.match_date }),
  );
  if (both(m.home_half_score, m.away_half_score))
    lines.push(t('header.halfTime', { home: m.home_half_score, away: m.away_half_score }));
  if (both(m.home_et_score, m.away_et_score)) {
    if (both(m.home_ft_score, m.away_ft_score))
      lines.push(t('header.fullTime', { home: m.home_ft_score, away: m.away_ft_score }));
    lines.push(t('header.extraTime', { home: m.home_et_score, away: m.away_et_score }));
  }
  if (both(m.home_pen_score, m.away_pen_score))
    lines.push(t('header.penalties', { home: m.home_pen_score, away: m.away_pen_score }));
  if (m.awarded) lines.push(t('header.awarded'));
  if (m.neutral) lines.push(t('header.neutral'));
  if (m.venue) lines.push(t('header.venue', { venue: m.venue }));
  return {
    league: m[`league_name_${lang}`],
    subtitle: t('header.round', {
      season: m.season_name,
      round: [m.group_name, m.round].filter(Boolean).join(' · '),
    }),
    home: teamName(m.home, lang),
    away: teamName(m.away, lang),
    homeScore: m.home_score,
    awayScore: m.away_score,
    status: t(`status.${m.status}`),
    live: false,
    lines,
  };
}

/** `/score-detail?mid=<id>`: a match of the imported history with its real result, h2h, form and table. */
export function HistoryDetail({ mid }: { mid: number }) {
  const { t } = useTranslation('match');
  const lang = currentLang();
  const answer = useQuery(apiQuery(MATCH_CENTRE_PATHS.detail, { id: mid }, { staleTime: STALE_MS.archive }));
  const match = answer.data;
  const error = queryErrorText(answer);
  const { data: h2h } = useQuery(
    apiQuery(
      MATCH_CENTRE_PATHS.h2h,
      match
        ? {
            home_team_id: match.home.id,
            away_team_id: match.away.id,
            exclude: match.id,
            before: match.match_time ?? undefined,
          }
        : null,
    ),
  );
  const { data: table } = useQuery(
    apiQuery(MATCH_CENTRE_PATHS.seasonTable, match ? { league: match.league_id, season: match.season_id } : null),
  );
  if (!match) {
    return <p role={error ? 'alert' : 'status'}>{error ? t('page.failed', { message: error }) : t('page.loading')}</p>;
  }
  return (
    <>
      <header className="spread">
        <h1 className="md-title">{t('page.detailTitle')}</h1>
        <CollectMatchButton matchId={match.id} source="history" />
      </header>
      <MatchHeader model={headerModel(match, lang, t)} />
      {match.sport === 'football' ? (
        <RecordedEvents match={match} home={teamName(match.home, lang)} away={teamName(match.away, lang)} />
      ) : null}
      {match.lineups ? (
        <Lineups lineups={match.lineups} home={teamName(match.home, lang)} away={teamName(match.away, lang)} />
      ) : null}
      {h2h ? <HeadToHeadPanel h2h={h2h} lang={lang} sport={match.sport} /> : null}
      {h2h ? <RecentForm h2h={h2h} lang={lang} before /> : null}
      {table ? <LeagueTable table={table} teamIds={[match.home.id, match.away.id]} lang={lang} /> : null}
    </>
  );
}
