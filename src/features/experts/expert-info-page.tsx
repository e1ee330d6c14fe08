import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  EXPERT_PATHS,
  RECORD_WINDOWS,
  type ExpertProfile,
  type RecordLine,
  type SchemeMarket,
} from '../../../contracts/experts.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { openLoginDialog } from '../../lib/login-dialog.ts';
import { apiQuery, queryErrorText } from '../../lib/query/api-query.ts';
import { userState } from '../../lib/user-store.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { percent, readId, roiText, streakText } from './expert-format.ts';
import { SchemeList } from './scheme-list.tsx';

function FollowButton({ profile }: { profile: ExpertProfile }) {
  const { t } = useTranslation('experts');
  const { user } = useSnapshot(userState);
  const [state, setState] = useState({ following: profile.following, followers: profile.expert.followers });
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!user) return openLoginDialog();
    setBusy(true);
    try {
      setState(await callRoute('POST', EXPERT_PATHS.follow, { id: profile.expert.id, follow: !state.following }));
    } catch {
      // Shown by the toast stack.
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="row">
      <span className="muted">{t('info.followers', { n: state.followers })}</span>
      {user?.id === profile.expert.id ? null : (
        <Button
          type="button"
          size="small"
          outlined={state.following}
          disabled={busy}
          label={state.following ? t('info.unfollow') : t('info.follow')}
          onClick={() => void toggle()}
        />
      )}
    </span>
  );
}

function RecordLines({ title, lines, name }: { title: string; lines: RecordLine[]; name(line: RecordLine): string }) {
  const { t } = useTranslation('experts');
  if (lines.length === 0) return null;
  return (
    <div className="stack">
      <h3>{title}</h3>
      <ul className="expert-lines">
        {lines.map((l) => (
          <li key={l.key}>
            <strong>{name(l)}</strong> {t('info.lineStats', { hits: l.hits, decided: l.decided, roi: roiText(l.roi) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/specialist-info?id=`: an expert's record (hit rates, streak, return, by market and league), follow, schemes. */
export function ExpertInfoPage() {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const [params] = useSearchParams();
  const id = readId(params);
  const query = useQuery(apiQuery(EXPERT_PATHS.info, id === null ? null : { id }, { personal: true }));
  const failed = queryErrorText(query);
  if (id === null) return <p>{t('info.noId')}</p>;
  if (failed) return <p role="alert">{failed}</p>;
  const profile = query.data;
  if (!profile) return <p role="status">{t('loading')}</p>;
  const { expert, record } = profile;
  return (
    <section className="stack experts-page">
      <div className="row expert-head">
        <img className="expert-avatar" src={expert.avatar} alt="" width={56} height={56} />
        <h1>{expert.nickname}</h1>
        <FollowButton profile={profile} />
      </div>
      <Link to={routeHref({ name: 'specialistNews' }, { id: expert.id })}>{t('info.articles')}</Link>
      <section className="surface stack" aria-labelledby="expert-record">
        <h2 id="expert-record">{t('info.record')}</h2>
        <dl className="expert-record">
          {RECORD_WINDOWS.map((n) => (
            <div key={n}>
              <dt>{t('info.hitRate', { n })}</dt>
              <dd data-testid={`hit-rate-${n}`}>{percent(record.hit_rates[`${n}`])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('info.streak')}</dt>
            <dd>{streakText(t, record.streak)}</dd>
          </div>
          <div>
            <dt>{t('info.roi')}</dt>
            <dd>{roiText(record.roi)}</dd>
          </div>
        </dl>
        <span className="muted">{t('info.settled', { n: record.settled })}</span>
        <RecordLines
          title={t('info.byMarket')}
          lines={record.by_market}
          name={(l) => t(`market.${l.key as SchemeMarket}`)}
        />
        <RecordLines
          title={t('info.byLeague')}
          lines={record.by_league}
          name={(l) => {
            const league = record.by_league.find((b) => b.key === l.key)?.league;
            return league ? league[lang] || league.en : l.key;
          }}
        />
      </section>
      <h2>{t('info.schemes')}</h2>
      <SchemeList schemes={profile.schemes} hideExpert />
    </section>
  );
}
