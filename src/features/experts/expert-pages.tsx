import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { TabMenu } from 'primereact/tabmenu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ACCOUNT_PATHS } from '../../../contracts/account.ts';
import { EXPERT_PATHS, RECORD_WINDOWS, type RecordWindow } from '../../../contracts/experts.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { currentLang } from '../../lib/i18n.ts';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { KIND_NAMES, readId, readKind } from './expert-format.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { RankingTable } from './ranking-table.tsx';
import { SchemeList } from './scheme-list.tsx';
import './experts.css';

// IMPORTANT: the list pages of the feature sit in this one module, so they load as one chunk.

/** Football or basketball experts, as links keeping the rest of the query. */
function KindTabs({ kind, onKind }: { kind: 0 | 1; onKind(kind: 0 | 1): void }) {
  const { t } = useTranslation('experts');
  return (
    <TabMenu
      model={[0, 1].map((k) => ({ label: t(`kind.${KIND_NAMES[k as 0 | 1]}`), command: () => onKind(k as 0 | 1) }))}
      activeIndex={kind}
      onTabChange={(e) => onKind(e.index === 1 ? 1 : 0)}
    />
  );
}

/** `/specialist?type=0|1&window=10|20|50`: the full ranking of a kind. */
export function SpecialistPage() {
  const { t } = useTranslation('experts');
  const [params, setParams] = useSearchParams();
  const kind = readKind(params);
  const window = (RECORD_WINDOWS.find((w) => String(w) === params.get('window')) ?? 10) as RecordWindow;
  const ranking = useQuery(apiQuery(EXPERT_PATHS.ranking, { type: kind, window }));
  const failed = queryErrorText(ranking);
  const go = (next: { type?: 0 | 1; window?: number }) =>
    setParams(() => new URLSearchParams({ type: String(next.type ?? kind), window: String(next.window ?? window) }));
  return (
    <section className="stack experts-page">
      <h1>{t('ranking.title')}</h1>
      <KindTabs kind={kind} onKind={(type) => go({ type })} />
      <Dropdown
        aria-label={t('ranking.window')}
        value={window}
        options={RECORD_WINDOWS.map((n) => ({ value: n, label: t('ranking.windowN', { n }) }))}
        onChange={(e) => go({ window: Number(e.value) })}
      />
      {failed ? <p role="alert">{failed}</p> : null}
      {ranking.data ? (
        <RankingTable ranking={ranking.data} caption={t(`kind.${KIND_NAMES[kind]}`)} />
      ) : failed ? null : (
        <p role="status">{t('loading')}</p>
      )}
    </section>
  );
}

/** The signed-in fan's purchased schemes. */
function MyPurchases() {
  const { t } = useTranslation('experts');
  const purchases = useQuery(apiQuery(EXPERT_PATHS.purchases, { page: 1, limit: 20 }, { personal: true }));
  if (!purchases.data) return null;
  return (
    <section className="stack" aria-labelledby="expert-purchases">
      <h2 id="expert-purchases">{t('home.purchases')}</h2>
      {purchases.data.list.length === 0 ? (
        <p className="muted">{t('home.noPurchases')}</p>
      ) : (
        <SchemeList schemes={purchases.data.list} />
      )}
    </section>
  );
}

/** `/specialist-home?type=0|1`: the experts of a kind: the ranking's top, the latest schemes, publishing, purchases. */
export function SpecialistHomePage() {
  const { t } = useTranslation('experts');
  const [params, setParams] = useSearchParams();
  const kind = readKind(params);
  const { user } = useSnapshot(userState);
  const [publishing, setPublishing] = useState(false);
  const home = useQuery(apiQuery(EXPERT_PATHS.home, { type: kind }));
  const me = useQuery(apiQuery(ACCOUNT_PATHS.memberInfo, user ? {} : null, { personal: true }));
  const failed = queryErrorText(home);
  return (
    <section className="stack experts-page">
      <div className="row expert-head">
        <h1>{t(`kind.${KIND_NAMES[kind]}`)}</h1>
        {me.data?.is_expert === 1 ? (
          <Button type="button" label={t('home.publish')} onClick={() => setPublishing(true)} />
        ) : null}
      </div>
      <KindTabs kind={kind} onKind={(type) => setParams(() => new URLSearchParams({ type: String(type) }))} />
      {failed ? <p role="alert">{failed}</p> : null}
      {home.data ? (
        <div className="experts-columns">
          <div className="stack">
            <h2>{t('home.latest')}</h2>
            <SchemeList schemes={home.data.latest} />
          </div>
          <div className="stack">
            <RankingTable ranking={home.data.ranking.slice(0, 10)} caption={t('ranking.title')} />
            <Link to={routeHref({ name: 'specialist' }, { type: kind })}>{t('home.allRankings')}</Link>
            {user ? <MyPurchases /> : null}
          </div>
        </div>
      ) : failed ? null : (
        <p role="status">{t('loading')}</p>
      )}
      {publishing ? <PublishDialog kind={kind} onClose={() => setPublishing(false)} /> : null}
    </section>
  );
}

/** `/specialist-news?id=`: the expert's articles (their approved headlines). */
export function SpecialistNewsPage() {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = readId(params);
  const articles = useQuery(apiQuery(EXPERT_PATHS.articles, id === null ? null : { id }));
  const expert = useQuery(apiQuery(EXPERT_PATHS.info, id === null ? null : { id }));
  const failed = queryErrorText(articles);
  if (id === null) return <p>{t('info.noId')}</p>;
  return (
    <section className="stack experts-page">
      <h1>{t('news.title', { name: expert.data?.expert.nickname ?? '' })}</h1>
      <Link to={routeHref({ name: 'specialistInfo' }, { id })}>{t('news.back')}</Link>
      {failed ? <p role="alert">{failed}</p> : null}
      {articles.data?.length === 0 ? <p className="muted">{t('news.empty')}</p> : null}
      {articles.data?.map((a) => (
        <article key={a.id} className="surface stack">
          <h2>
            <Link to={routeHref({ name: 'detail' }, { id: `h${a.id}` })}>{a.title}</Link>
          </h2>
          <span className="muted">{formatUnix(a.reviewed_at, lang)}</span>
          <p>{a.content}</p>
        </article>
      ))}
    </section>
  );
}
