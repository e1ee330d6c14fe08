import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionFormat, RoundGoals } from '../../../contracts/database-football.ts';
import { CHART, chartGeometry } from './goals-chart-geometry.ts';
import { roundLabel } from './labels.ts';

/**
 * Goals scored and conceded per match as inline SVG (no chart library): scored rises above the
 * axis, conceded hangs below it. Each bar has a title with the round and the figures.
 */
export function GoalsChart({ rounds, format }: { rounds: readonly RoundGoals[]; format: CompetitionFormat }) {
  const { t } = useTranslation('database-football');
  const titleId = useId();
  const descId = useId();
  const g = chartGeometry(rounds);
  const last = rounds[rounds.length - 1];
  const scale = [g.maxFor, 0, g.maxAgainst];
  return (
    <figure className="dbf-chart">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox={`0 0 ${g.width} ${g.height}`}
        width={g.width}
        height={g.height}
      >
        <title id={titleId}>{t('chart.title')}</title>
        <desc id={descId}>
          {last
            ? t('chart.description', {
                matches: rounds.length,
                for: last.cumulative_for,
                against: last.cumulative_against,
              })
            : t('chart.empty')}
        </desc>
        {scale.map((goals, i) => {
          const y = i === 0 ? CHART.top : i === 1 ? g.axisY : g.axisY + g.maxAgainst * CHART.goal;
          return (
            <g key={i} className="dbf-chart-scale">
              <line x1={CHART.left - 4} x2={g.width - CHART.right} y1={y} y2={y} />
              <text x={CHART.left - 6} y={y + 4} textAnchor="end">
                {goals}
              </text>
            </g>
          );
        })}
        {g.bars.map((bar, i) => {
          const r = rounds[i]!;
          return (
            <g key={`${r.round_key}-${i}`}>
              <title>
                {t('chart.bar', {
                  round: roundLabel(t, r, format),
                  for: r.goals_for,
                  against: r.goals_against,
                })}
              </title>
              <rect className="dbf-bar-for" x={bar.x} y={bar.forY} width={CHART.bar} height={bar.forHeight} />
              <rect className="dbf-bar-against" x={bar.x} y={g.axisY} width={CHART.bar} height={bar.againstHeight} />
              {/* An invisible full-height target so hovering a column with no goals still shows its title. */}
              <rect
                x={bar.x}
                y={CHART.top}
                width={CHART.bar}
                height={g.height - CHART.top - CHART.bottom}
                fill="transparent"
              />
              {bar.tick ? (
                <text className="dbf-chart-tick" x={bar.x + CHART.bar / 2} y={g.height - 6} textAnchor="middle">
                  {bar.tick}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="dbf-chart-key">
        <span className="dbf-key dbf-key-for">{t('chart.for')}</span>
        <span className="dbf-key dbf-key-against">{t('chart.against')}</span>
        <span className="muted">{t('chart.axis')}</span>
      </figcaption>
    </figure>
  );
}
