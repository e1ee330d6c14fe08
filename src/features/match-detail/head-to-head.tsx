import { useTranslation } from 'react-i18next';
import { resultTagClass } from '../../ui/result-tag.ts';
import type { Lang, Sport } from '../../../contracts/match.ts';
import type { FormMatch, HeadToHead } from '../../../contracts/match-centre.ts';
import { teamName } from './names.ts';
import { hasHalfScores, PastMatchCells, PastMatchHead } from './past-match-cells.tsx';

/**
 * Every meeting of the two teams in the data, with the tally from the home side. Basketball has
 * no draws and scores points, so its tally counts wins and points only.
 */
export function HeadToHeadPanel({ h2h, lang, sport }: { h2h: HeadToHead; lang: Lang; sport: Sport }) {
  const { t } = useTranslation('match');
  const home = teamName(h2h.home, lang);
  const away = teamName(h2h.away, lang);
  const s = h2h.summary;
  const half = hasHalfScores(h2h.meetings);
  return (
    <section className="surface" aria-labelledby="md-h2h-title">
      <h2 id="md-h2h-title">{t('h2h.title')}</h2>
      <p className="muted">{t('h2h.note')}</p>
      {h2h.meetings.length === 0 ? (
        <p>{t('h2h.empty')}</p>
      ) : (
        <>
          <p>
            {sport === 'basketball'
              ? t('h2h.summaryPoints', {
                  played: s.played,
                  home,
                  away,
                  homeWins: s.home_wins,
                  awayWins: s.away_wins,
                  homePoints: s.home_goals,
                  awayPoints: s.away_goals,
                })
              : t('h2h.summary', {
                  played: s.played,
                  home,
                  away,
                  homeWins: s.home_wins,
                  draws: s.draws,
                  awayWins: s.away_wins,
                  homeGoals: s.home_goals,
                  awayGoals: s.away_goals,
                })}
          </p>
          <table className="md-table" aria-labelledby="md-h2h-title">
            <thead>
              <tr>
                <PastMatchHead half={half} />
              </tr>
            </thead>
            <tbody>
              {h2h.meetings.map((m) => (
                <tr key={m.id}>
                  <PastMatchCells match={m} lang={lang} half={half} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function FormTable({
  title,
  matches,
  teamId,
  lang,
}: {
  title: string;
  matches: FormMatch[];
  teamId: number;
  lang: Lang;
}) {
  const { t } = useTranslation('match');
  const half = hasHalfScores(matches);
  return (
    <table className="md-table">
      <caption>
        {title}{' '}
        <span className="result-form" aria-hidden="true">
          {matches.map((m) => (
            <span key={m.id} className={resultTagClass(m.result)}>
              {t(`form.result.${m.result}`)}
            </span>
          ))}
        </span>
      </caption>
      <thead>
        <tr>
          <PastMatchHead half={half} />
          <th scope="col">{t('form.column.result')}</th>
        </tr>
      </thead>
      <tbody>
        {matches.map((m) => (
          <tr key={m.id}>
            <PastMatchCells match={m} lang={lang} highlight={teamId} half={half} />
            <td>
              <span className={resultTagClass(m.result)}>{t(`form.resultLabel.${m.result}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each team's latest results (before the match, for a past one). */
export function RecentForm({ h2h, lang, before }: { h2h: HeadToHead; lang: Lang; before: boolean }) {
  const { t } = useTranslation('match');
  return (
    <section className="surface" aria-labelledby="md-form-title">
      <h2 id="md-form-title">{t('form.title')}</h2>
      <p className="muted">{before ? t('form.before') : t('form.latest')}</p>
      <div className="md-columns-even">
        {[
          { team: h2h.home, matches: h2h.home_form },
          { team: h2h.away, matches: h2h.away_form },
        ].map(({ team, matches }) =>
          matches.length === 0 ? (
            <div key={team.id}>
              <h3>{t('form.team', { team: teamName(team, lang) })}</h3>
              <p>{t('form.empty')}</p>
            </div>
          ) : (
            <FormTable
              key={team.id}
              title={t('form.team', { team: teamName(team, lang) })}
              matches={matches}
              teamId={team.id}
              lang={lang}
            />
          ),
        )}
      </div>
    </section>
  );
}
