import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { EXPERT_PATHS, type SchemeDetail } from '../../../contracts/experts.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiKey, apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { matchTitle, pickText, readId } from './expert-format.ts';
import { SchemeStatusTag } from './scheme-list.tsx';

/** Buying a paid scheme, after a confirmation; the page then shows what the server answered. */
function BuyButton({ scheme, onBought }: { scheme: SchemeDetail; onBought(next: SchemeDetail): void }) {
  const { t } = useTranslation('experts');
  const { user } = useSnapshot(userState);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const buy = async () => {
    setFailure(null);
    try {
      onBought(await callRoute('POST', EXPERT_PATHS.buy, { id: scheme.id }, { quiet: true }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="stack">
      <Button
        type="button"
        label={t('scheme.buy', { n: scheme.price })}
        onClick={() => (user ? setConfirming(true) : openLoginDialog())}
      />
      {failure ? (
        <p role="alert" className="error-text">
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('scheme.confirmTitle')}
        message={t('scheme.confirmBuy', { n: scheme.price })}
        acceptLabel={t('scheme.buy', { n: scheme.price })}
        rejectLabel={t('publish.cancel')}
        accept={() => void buy()}
      />
    </div>
  );
}

/** `/specialist-detail?id=`: a scheme: the match, the pick at its odds, the price or the buy button, the analysis or the lock, the result. */
export function SchemeDetailPage() {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = readId(params);
  const queryClient = useQueryClient();
  const query = useQuery(apiQuery(EXPERT_PATHS.scheme, id === null ? null : { id }, { personal: true }));
  const failed = queryErrorText(query);
  if (id === null) return <p>{t('scheme.noId')}</p>;
  if (failed) return <p role="alert">{failed}</p>;
  const scheme = query.data;
  if (!scheme) return <p role="status">{t('loading')}</p>;
  const bought = (next: SchemeDetail) => {
    queryClient.setQueryData(apiQuery(EXPERT_PATHS.scheme, { id }, { personal: true }).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: apiKey(EXPERT_PATHS.purchases, true) });
  };
  const settled = scheme.status !== 'pending';
  return (
    <article className="stack experts-page">
      <h1>{matchTitle(t, scheme, lang)}</h1>
      <p className="muted">
        {scheme.match.league[lang] || scheme.match.league.en} ·{' '}
        {t('scheme.kickOff', { time: formatUnix(scheme.match.match_time, lang) })}
      </p>
      <Link to={routeHref({ name: 'specialistInfo' }, { id: scheme.expert.id })}>
        {t('scheme.by', { name: scheme.expert.nickname })}
      </Link>
      <section className="surface stack" aria-label={t('scheme.result')}>
        <div className="row">
          <strong>{pickText(t, scheme)}</strong>
          <SchemeStatusTag status={scheme.status} />
        </div>
        <span className="muted">{t('scheme.company', { name: t(`company.${scheme.company_id}`) })}</span>
        {settled && scheme.match.home_score !== null ? (
          <span>{t('scheme.score', { home: scheme.match.home_score, away: scheme.match.away_score })}</span>
        ) : null}
        <span>
          {scheme.price > 0 ? t('scheme.price', { n: scheme.price }) : t('scheme.free')}
          {scheme.refund_on_lose ? ` · ${t('scheme.refund')}` : ''} · {t('scheme.buyers', { n: scheme.buyers })}
        </span>
        {scheme.bought ? <span>{t('scheme.bought')}</span> : null}
      </section>
      <section className="surface stack" aria-label={t('scheme.analysis')}>
        <h2>{t('scheme.analysis')}</h2>
        {scheme.analysis !== null ? (
          <p className="expert-analysis">{scheme.analysis}</p>
        ) : (
          <>
            <p className="muted">{t('scheme.locked')}</p>
            {scheme.closed ? <p>{t('scheme.closed')}</p> : <BuyButton scheme={scheme} onBought={bought} />}
          </>
        )}
      </section>
    </article>
  );
}
