import { useTranslation } from 'react-i18next';
import type { LineupPlayer, MatchLineups, MatchMinute, TeamLineup } from '../../../contracts/match-centre.ts';
import { linesOf, minuteLabel } from './recorded-minute.ts';

/** A mark with a minute (`↓ 64'`, a card), read out as one phrase. */
function Mark({ kind, at, label }: { kind: string; at: MatchMinute; label: string }) {
  return (
    <span role="img" aria-label={label} title={label} className={`md-mark md-mark-${kind}`}>
      {minuteLabel(at)}
    </span>
  );
}

function Player({ player }: { player: LineupPlayer }) {
  const { t } = useTranslation('match');
  const { on, off, yellow, red } = player;
  return (
    <li className="md-player">
      {on ? (
        <Mark
          kind="on"
          at={on}
          label={t('lineups.cameOn', { minute: minuteLabel(on), player: player.replaced ?? '' })}
        />
      ) : null}
      <span className="md-player-name">{player.name}</span>
      {player.captain ? (
        <span role="img" aria-label={t('lineups.captain')} title={t('lineups.captain')} className="md-captain">
          {t('lineups.captainMark')}
        </span>
      ) : null}
      {yellow ? <Mark kind="yellow" at={yellow} label={t('lineups.yellow', { minute: minuteLabel(yellow) })} /> : null}
      {red ? (
        <Mark
          kind={red.second_yellow ? 'second-yellow' : 'red'}
          at={red}
          label={t(red.second_yellow ? 'lineups.secondYellow' : 'lineups.red', { minute: minuteLabel(red) })}
        />
      ) : null}
      {off ? <Mark kind="off" at={off} label={t('lineups.wentOff', { minute: minuteLabel(off) })} /> : null}
    </li>
  );
}

function TeamColumn({ team, lineup }: { team: string; lineup: TeamLineup }) {
  const { t } = useTranslation('match');
  return (
    <div className="md-lineup">
      <h3>{team}</h3>
      {linesOf(lineup.starters).map((players) => {
        const position = t(`lineups.position.${players[0]?.position ?? 'MF'}`);
        return (
          <div key={players[0]?.line} className="md-lineup-line">
            <h4 className="md-line-label">{position}</h4>
            <ul className="md-players" aria-label={t('lineups.lineLabel', { team, position })}>
              {players.map((p, i) => (
                <Player key={`${i}-${p.name}`} player={p} />
              ))}
            </ul>
          </div>
        );
      })}
      <h4 className="md-line-label">{t('lineups.substitutes')}</h4>
      {lineup.substitutes.length === 0 ? (
        <p className="muted">{t('lineups.noSubstitutes')}</p>
      ) : (
        <ul className="md-players" aria-label={t('lineups.lineLabel', { team, position: t('lineups.substitutes') })}>
          {lineup.substitutes.map((p, i) => (
            <Player key={`${i}-${p.name}`} player={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Both starting line-ups by line, with captains, cards and substitutions, then the substitutes who came on. */
export function Lineups({ lineups, home, away }: { lineups: MatchLineups; home: string; away: string }) {
  const { t } = useTranslation('match');
  return (
    <section className="surface" aria-labelledby="md-lineups-title">
      <h2 id="md-lineups-title">{t('lineups.title')}</h2>
      <p className="muted">{t('lineups.note')}</p>
      <div className="md-columns-even">
        <TeamColumn team={home} lineup={lineups.home} />
        <TeamColumn team={away} lineup={lineups.away} />
      </div>
    </section>
  );
}
