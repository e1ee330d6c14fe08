import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SEARCH_PATHS, type SearchTeam } from '../../../contracts/search.ts';
import { currentLang } from '../../lib/i18n.ts';
import { apiQuery, STALE_MS } from '../../lib/query/api-query.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { RoomCard } from '../../ui/room-card.tsx';
import { VideoCard } from '../../ui/video-card.tsx';
import { AnchorItem } from './search-paged.tsx';
import { SearchStates } from './search-states.tsx';

/** A team's page in the database: its league's standings (the World Cup's own page), when known. */
function teamHref(team: SearchTeam): string | null {
  const league = team.league_code;
  if (league === null || team.sport === 'esports') return null;
  if (team.sport === 'basketball') return routeHref({ name: 'baseBasketball' }, { id: league, team: team.id });
  if (league === 'wc') return routeHref({ name: 'trophyHome' }, { tab: 'squads' });
  return routeHref({ name: 'baseFootball' }, { id: league, team: team.id });
}

function Section({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <section className="surface stack" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** The All tab: a few of every kind, best first. */
export function SearchAll({ name }: { name: string }) {
  const { t } = useTranslation('search');
  const lang = currentLang();
  const answer = useQuery(apiQuery(SEARCH_PATHS.index, { name, lang }, { staleTime: STALE_MS.live }));
  const data = answer.data;
  const empty =
    data !== undefined &&
    [
      data.teams,
      data.leagues,
      data.matches,
      data.anchors,
      data.rooms,
      data.news,
      data.circles,
      data.posts,
      data.videos,
    ].every((l) => l.length === 0);
  return (
    <>
      <SearchStates loading={answer.isPending} error={answer.error} empty={empty} />
      {data && (
        <>
          <Section title={t('section.teams')} show={data.teams.length > 0}>
            <ul className="row">
              {data.teams.map((team) => {
                const href = teamHref(team);
                const label = team[`name_${lang}`];
                return <li key={team.id}>{href ? <Link to={href}>{label}</Link> : label}</li>;
              })}
            </ul>
          </Section>
          <Section title={t('section.leagues')} show={data.leagues.length > 0}>
            <ul className="row">
              {data.leagues.map((league) => (
                <li key={league.id}>{league[`name_${lang}`]}</li>
              ))}
            </ul>
          </Section>
          <Section title={t('section.matches')} show={data.matches.length > 0}>
            <ul className="stack">
              {data.matches.map((m) => (
                <li key={m.id}>
                  <Link to={matchDetailHref(m.id)}>
                    {m[`home_team_name_${lang}`]}{' '}
                    {m.status === 'notstarted' ? t('versus') : `${m.home_score} - ${m.away_score}`}{' '}
                    {m[`away_team_name_${lang}`]}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('section.anchors')} show={data.anchors.length > 0}>
            <ul className="stack">
              {data.anchors.map((a) => (
                <AnchorItem key={a.id} anchor={a} />
              ))}
            </ul>
          </Section>
          <Section title={t('section.rooms')} show={data.rooms.length > 0}>
            <div className="room-grid">
              {data.rooms.map((room) => (
                <RoomCard key={room.id} room={room} />
              ))}
            </div>
          </Section>
          <Section title={t('section.circles')} show={data.circles.length > 0}>
            <ul className="row">
              {data.circles.map((c) => (
                <li key={c.id}>
                  <Link to={routeHref({ name: 'circleDetail' }, { id: c.id })}>{c.name[lang]}</Link>{' '}
                  <span className="muted">{t('circleMembers', { n: c.members })}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('section.posts')} show={data.posts.length > 0}>
            <ul className="stack">
              {data.posts.map((p) => (
                <li key={p.id}>
                  <Link to={routeHref({ name: 'circleDetail' }, { id: p.circle_id, sort: 'new' })}>{p.excerpt}</Link>{' '}
                  <span className="muted">{p.circle[lang]}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('section.videos')} show={data.videos.length > 0}>
            <ul className="tiles">
              {data.videos.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t('section.news')} show={data.news.length > 0}>
            <ul className="stack">
              {data.news.map((n) => (
                <li key={n.id}>
                  <Link to={routeHref({ name: 'detail' }, { id: n.id })}>{n.title}</Link>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </>
  );
}
