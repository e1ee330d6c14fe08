import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FUN_GUESS_DAILY_FLOOR, FUN_GUESS_PATHS, FUN_GUESS_START_POINTS } from '../../../contracts/fun-guess.ts';
import { numberFormat } from '../../lib/locale-format.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { FUN_GUESS_TABS, readFunGuessQuery, writeFunGuessQuery, type FunGuessQuery } from './fun-guess-query.ts';
import { GuessMatches } from './guess-matches.tsx';
import { GuessRank } from './guess-rank.tsx';
import { GuessRecords } from './guess-records.tsx';
import './fun-guess.css';

/** The caller's points, or a way to log in. */
function Balance() {
  const { t, i18n } = useTranslation('fun-guess');
  const { user } = useSnapshot(userState);
  const account = useQuery(apiQuery(FUN_GUESS_PATHS.account, user ? {} : null, { personal: true }));
  const number = numberFormat(i18n.language);
  const rules = t('balance.rules', {
    start: number.format(FUN_GUESS_START_POINTS),
    floor: number.format(FUN_GUESS_DAILY_FLOOR),
  });
  if (!user) {
    return (
      <div className="surface fun-guess-balance">
        <p>{t('balance.loginPrompt')}</p>
        <Button type="button" size="small" label={t('balance.login')} onClick={() => openLoginDialog()} />
        <p className="muted">{rules}</p>
      </div>
    );
  }
  return (
    <div className="surface fun-guess-balance" role="group" aria-label={t('balance.label')}>
      <span>{t('balance.label')}</span>
      <strong aria-live="polite">
        {account.data ? t('balance.value', { points: number.format(account.data.points) }) : '…'}
      </strong>
      <p className="muted">{rules}</p>
    </div>
  );
}

/**
 * `/fun-guess`: guess today's matches with points (never diamonds). Today's matches open for
 * guesses at the default company's odds, my records of the last three months, and the leaderboard
 * by day, week and month. The tab and its choices live in the query (`?tab=records&status=win`).
 */
export function FunGuessPage() {
  const { t } = useTranslation('fun-guess');
  const [params, setParams] = useSearchParams();
  const query = readFunGuessQuery(params);
  const go = (next: Partial<FunGuessQuery>) => setParams(writeFunGuessQuery({ ...query, ...next }));

  return (
    <section className="stack fun-guess-page">
      <div>
        <h1>{t('route.title')}</h1>
        <p className="muted">{t('intro')}</p>
      </div>
      <Balance />
      <TabView
        activeIndex={FUN_GUESS_TABS.indexOf(query.tab)}
        onTabChange={(e) => go({ tab: FUN_GUESS_TABS[e.index] ?? 'matches', page: 1 })}
      >
        <TabPanel header={t('tabs.matches')}>{query.tab === 'matches' ? <GuessMatches /> : null}</TabPanel>
        <TabPanel header={t('tabs.records')}>
          {query.tab === 'records' ? (
            <GuessRecords
              status={query.status}
              page={query.page}
              onStatus={(status) => go({ status, page: 1 })}
              onPage={(page) => go({ page })}
            />
          ) : null}
        </TabPanel>
        <TabPanel header={t('tabs.rank')}>
          {query.tab === 'rank' ? <GuessRank period={query.period} onPeriod={(period) => go({ period })} /> : null}
        </TabPanel>
      </TabView>
    </section>
  );
}
