import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FUN_GUESS_PATHS, FUN_GUESS_STATES, type FunGuessState } from '../../../contracts/fun-guess.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatCalendarDay, formatUnix, numberFormat } from '../../lib/locale-format.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { ListPaginator } from '../../ui/list-paginator.tsx';
import { formatOdds, matchNames, RECORDS_PAGE_SIZE } from './fun-guess-query.ts';

/** My guesses of the last three months (the server keeps no older ones for the list), by state. */
export function GuessRecords(props: {
  status: FunGuessState | null;
  page: number;
  onStatus(status: FunGuessState | null): void;
  onPage(page: number): void;
}) {
  const { t, i18n } = useTranslation('fun-guess');
  const { user } = useSnapshot(userState);
  const lang = currentLang();
  const records = useQuery(
    apiQuery(
      FUN_GUESS_PATHS.records,
      user ? { status: props.status ?? undefined, page: props.page, limit: RECORDS_PAGE_SIZE } : null,
      { personal: true },
    ),
  );
  const error = queryErrorText(records);
  const number = numberFormat(i18n.language);

  if (!user) {
    return (
      <div className="stack">
        <p>{t('records.loginPrompt')}</p>
        <Button type="button" size="small" label={t('balance.login')} onClick={() => openLoginDialog()} />
      </div>
    );
  }
  const data = records.data;
  return (
    <div className="stack">
      <Dropdown
        className="fun-guess-status"
        aria-label={t('records.status')}
        value={props.status ?? 'all'}
        options={(['all', ...FUN_GUESS_STATES] as const).map((s) => ({ value: s, label: t(`state.${s}`) }))}
        onChange={(e) => props.onStatus(FUN_GUESS_STATES.find((s) => s === e.value) ?? null)}
      />
      {data ? (
        <p className="muted">{t('records.since', { since: formatCalendarDay(data.since, i18n.language, 'date') })}</p>
      ) : null}
      {error ? <p role="alert">{t('records.failed', { message: error })}</p> : null}
      {!data && !error ? <p role="status">{t('records.loading')}</p> : null}
      {data && data.list.length === 0 ? <p className="muted">{t('records.empty')}</p> : null}
      {data && data.list.length > 0 ? (
        <table className="fun-guess-table" aria-label={t('records.table')}>
          <thead>
            <tr>
              <th scope="col">{t('records.match')}</th>
              <th scope="col">{t('records.pick')}</th>
              <th scope="col">{t('records.odds')}</th>
              <th scope="col">{t('records.stake')}</th>
              <th scope="col">{t('records.result')}</th>
              <th scope="col">{t('records.payout')}</th>
              <th scope="col">{t('records.score')}</th>
              <th scope="col">{t('records.time')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((record) => {
              const names = matchNames(record, lang);
              return (
                <tr key={record.id}>
                  <td>{t('matches.vs', { home: names.home, away: names.away })}</td>
                  <td>{t(`pick.${record.pick}`)}</td>
                  <td>{formatOdds(record.odds)}</td>
                  <td>{number.format(record.stake)}</td>
                  <td className={`fun-guess-result ${record.result}`}>{t(`state.${record.result}`)}</td>
                  <td>{record.result === 'pending' ? '-' : number.format(record.payout)}</td>
                  <td>{record.home_score === null ? '-' : `${record.home_score}-${record.away_score}`}</td>
                  <td>{formatUnix(record.created_at, i18n.language, 'dateTime')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <ListPaginator page={props.page} total={data.total} pageSize={RECORDS_PAGE_SIZE} onPage={props.onPage} />
      ) : null}
    </div>
  );
}
