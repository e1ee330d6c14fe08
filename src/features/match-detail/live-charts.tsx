import { useTranslation } from 'react-i18next';
import type { LiveAnalysis, MomentumPoint, WinProbabilityPoint } from '../../../contracts/match-centre.ts';
import type { Lang } from '../../../contracts/match.ts';
import { numberFormat } from '../../lib/locale-format.ts';

const WIDTH = 300;
const HEIGHT = 90;

/** x of a match minute on a 0-90 axis (longer when the match ran on). */
function xScale(points: readonly { minute: number }[]) {
  const last = Math.max(90, ...points.map((p) => p.minute));
  return (minute: number) => (minute / last) * WIDTH;
}

function path(points: readonly WinProbabilityPoint[], pick: (p: WinProbabilityPoint) => number): string {
  const x = xScale(points);
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.minute).toFixed(1)},${(HEIGHT * (1 - pick(p))).toFixed(1)}`)
    .join(' ');
}

/** A live match's analysis and the names it is drawn with. */
interface ChartProps {
  analysis: LiveAnalysis;
  home: string;
  away: string;
  lang: Lang;
}

/** The three outcomes' chances over the match, home, draw and away, with the latest in words. */
function ProbabilityChart({ analysis, home, away, lang }: ChartProps) {
  const { t } = useTranslation('match');
  const percent = numberFormat(lang, 'percent');
  const decimal = numberFormat(lang, 'decimal');
  const points = analysis.probability;
  const now = points[points.length - 1];
  const summary = now
    ? t('analysis.probabilityNow', {
        minute: now.minute,
        home,
        away,
        homePct: percent.format(now.home),
        drawPct: percent.format(now.draw),
        awayPct: percent.format(now.away),
      })
    : t('analysis.empty');
  return (
    <figure className="md-chart" aria-labelledby="md-probability-title">
      <h3 id="md-probability-title">{t('analysis.probabilityTitle')}</h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line className="md-chart-axis" x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
        {points.length > 0 ? (
          <>
            <path className="md-line-home" d={path(points, (p) => p.home)} />
            <path className="md-line-draw" d={path(points, (p) => p.draw)} />
            <path className="md-line-away" d={path(points, (p) => p.away)} />
          </>
        ) : null}
      </svg>
      <figcaption>
        <p>{summary}</p>
        <p className="md-legend">
          <span className="md-key-home">{home}</span> <span className="md-key-draw">{t('analysis.draw')}</span>{' '}
          <span className="md-key-away">{away}</span>
        </p>
        <p className="muted">
          {t('analysis.probabilityNote', {
            home,
            away,
            homeRate: decimal.format(analysis.rates.home),
            awayRate: decimal.format(analysis.rates.away),
          })}
        </p>
      </figcaption>
    </figure>
  );
}

/** One bar a minute: up when the home side presses, down for the away side. */
function MomentumChart({ points, home, away }: { points: readonly MomentumPoint[]; home: string; away: string }) {
  const { t } = useTranslation('match');
  const x = xScale(points);
  const now = points[points.length - 1];
  const summary = !now
    ? t('analysis.empty')
    : Math.abs(now.value) < 10
      ? t('analysis.momentumEven', { minute: now.minute })
      : t('analysis.momentumNow', {
          minute: now.minute,
          team: now.value > 0 ? home : away,
          value: Math.abs(now.value),
        });
  const barWidth = Math.max(1, x(1) - x(0) - 0.5);
  return (
    <figure className="md-chart" aria-labelledby="md-momentum-title">
      <h3 id="md-momentum-title">{t('analysis.momentumTitle')}</h3>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line className="md-chart-axis" x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
        {points.map((p) => {
          const h = (Math.abs(p.value) / 100) * (HEIGHT / 2);
          return (
            <rect
              key={p.minute}
              className={p.value >= 0 ? 'md-bar-home' : 'md-bar-away'}
              x={x(p.minute) - barWidth}
              y={p.value >= 0 ? HEIGHT / 2 - h : HEIGHT / 2}
              width={barWidth}
              height={h}
            />
          );
        })}
      </svg>
      <figcaption>
        <p>{summary}</p>
        <p className="muted">{t('analysis.momentumNote', { home, away })}</p>
      </figcaption>
    </figure>
  );
}

/** A live football match's win probability line and attack momentum, from `match/timeline`. */
export function LiveCharts({ analysis, home, away, lang }: ChartProps) {
  const { t } = useTranslation('match');
  return (
    <section className="surface md-columns-even" aria-label={t('analysis.title')}>
      <ProbabilityChart analysis={analysis} home={home} away={away} lang={lang} />
      <MomentumChart points={analysis.momentum} home={home} away={away} />
    </section>
  );
}
