import { useQuery } from '@tanstack/react-query';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { FUN_GUESS_PATHS, FUN_GUESS_PERIODS, type FunGuessPeriod } from '../../../contracts/fun-guess.ts';
import { numberFormat } from '../../lib/locale-format.ts';
import { apiQuery, queryErrorText, STALE_MS } from '../../lib/query/api-query.ts';

/** One period's board: rank, user, net points won, wins / fails and hit rate. */
function RankTable({ period }: { period: FunGuessPeriod }) {
  const { t, i18n } = useTranslation('fun-guess');
  const rows = useQuery(apiQuery(FUN_GUESS_PATHS.rank, { period }, { staleTime: STALE_MS.eachView }));
  const error = queryErrorText(rows);
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, 'percent');
  if (error) return <p role="alert">{t('rank.failed', { message: error })}</p>;
  if (!rows.data) return <p role="status">{t('rank.loading')}</p>;
  if (rows.data.length === 0) return <p className="muted">{t('rank.empty')}</p>;
  return (
    <table className="fun-guess-table" aria-label={t('rank.table')}>
      <thead>
        <tr>
          <th scope="col">{t('rank.rank')}</th>
          <th scope="col">{t('rank.user')}</th>
          <th scope="col">{t('rank.won')}</th>
          <th scope="col">{t('rank.hits')}</th>
          <th scope="col">{t('rank.hitRate')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.data.map((row) => (
          <tr key={row.user_id}>
            <td>{row.rank}</td>
            <td>
              <span className="row fun-guess-user">
                <img src={row.avatar} alt="" loading="lazy" />
                {row.nickname}
              </span>
            </td>
            <td>{number.format(row.points_won)}</td>
            <td>
              {row.wins} / {row.fails}
            </td>
            <td>{percent.format(row.hit_rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The leaderboard by day, week and month (China time), from settled guesses. */
export function GuessRank(props: { period: FunGuessPeriod; onPeriod(period: FunGuessPeriod): void }) {
  const { t } = useTranslation('fun-guess');
  return (
    <div className="stack">
      <h2>{t('rank.title')}</h2>
      <TabView
        activeIndex={FUN_GUESS_PERIODS.indexOf(props.period)}
        onTabChange={(e) => props.onPeriod(FUN_GUESS_PERIODS[e.index] ?? 'day')}
      >
        {FUN_GUESS_PERIODS.map((p) => (
          <TabPanel key={p} header={t(`rank.${p}`)}>
            {p === props.period ? <RankTable period={p} /> : null}
          </TabPanel>
        ))}
      </TabView>
    </div>
  );
}
