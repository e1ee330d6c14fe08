import { useId, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import './knockout-bracket.css';

/** One side of a tie: a team (already in the reader's language) and its score. */
export interface BracketSide {
  name: string;
  /** Goals (or an aggregate); null when not played. */
  score: number | string | null;
  /** The side that went through. */
  winner: boolean;
}

export interface BracketTie {
  key: string | number;
  sides: readonly [BracketSide, BracketSide];
  /** Under the score: `a.e.t. · 4-2 pens`, `agg. 3-2`, a date. */
  note?: string;
  /** The accessible summary of the tie (a whole sentence: teams, score, how it was decided). */
  label: string;
  /** Where the tie opens (a match page), as an app path. */
  href?: string;
}

export interface BracketRoundModel {
  key: string;
  title: string;
  /**
   * In bracket order: the winners of ties 2k and 2k+1 meet in tie k of the next round. A round
   * with as many ties as the one before (a lone match for third place) is laid out on its own.
   */
  ties: readonly BracketTie[];
}

interface KnockoutBracketProps {
  /** Accessible name of the whole bracket. */
  label: string;
  rounds: readonly BracketRoundModel[];
}

/**
 * A knockout bracket laid out on a CSS grid: one column per round, each tie spanning the rows of
 * the two ties that feed it, so pairs line up with the tie they lead to. For assistive
 * technology every round is a list named by its heading and every tie a list item whose link
 * reads the whole result.
 */
export function KnockoutBracket({ label, rounds }: KnockoutBracketProps) {
  const id = useId();
  const rows = Math.max(1, ...rounds.map((r) => r.ties.length));
  return (
    <div
      role="group"
      aria-label={label}
      className="kb-bracket"
      style={{ '--kb-rounds': rounds.length, '--kb-rows': rows } as CSSProperties}
    >
      {rounds.map((round, r) => {
        const span = round.ties.length > 0 && rows % round.ties.length === 0 ? rows / round.ties.length : 1;
        const headingId = `${id}-round-${r}`;
        return (
          <section key={round.key} className="kb-round" aria-labelledby={headingId}>
            <h3 id={headingId} className="kb-round-title">
              {round.title}
            </h3>
            <ol className="kb-ties" aria-labelledby={headingId} data-last={r === rounds.length - 1 || undefined}>
              {round.ties.map((tie, i) => (
                <li key={tie.key} className="kb-tie" style={{ gridRow: `${i * span + 1} / span ${span}` }}>
                  <TieBox tie={tie} />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function TieBox({ tie }: { tie: BracketTie }) {
  const body = (
    <>
      {tie.sides.map((side, i) => (
        <span key={i} className={side.winner ? 'kb-entry kb-winner' : 'kb-entry'}>
          <span className="ellipsis">{side.name}</span>
          <span className="kb-score">{side.score ?? ''}</span>
        </span>
      ))}
      {tie.note && <span className="kb-detail">{tie.note}</span>}
    </>
  );
  // The visible parts are for sight; the label says the same in one sentence.
  return tie.href ? (
    <Link className="kb-box" to={tie.href} aria-label={tie.label}>
      {body}
    </Link>
  ) : (
    <div className="kb-box">
      <span className="p-hidden-accessible">{tie.label}</span>
      <span aria-hidden="true">{body}</span>
    </div>
  );
}
