import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ANALYSIS_MAX,
  EXPERT_PATHS,
  MARKET_PICKS,
  SCHEME_MARKETS,
  SCHEME_PRICE_MAX,
  type SchemeMarket,
  type SchemeMatch,
  type SchemePick,
} from '../../../contracts/experts.ts';
import type { CompanyId } from '../../../contracts/odds.ts';
import { callRoute } from '../../lib/api-client.ts';
import { currentLang } from '../../lib/i18n.ts';
import { formatUnix } from '../../lib/locale-format.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { routeHref } from '../../ui/open-in-new-tab.ts';
import { matchTitle } from './expert-format.ts';

/** The current price of a pick in a company's line (the server takes it again when publishing). */
function currentOdds(match: SchemeMatch | undefined, companyId: number, market: SchemeMarket, pick: SchemePick) {
  const line = match?.odds.find((o) => o.company_id === companyId);
  if (!line) return null;
  const [a, mid, b] = line[market];
  const odds =
    market === 'eu' ? (pick === 'home' ? a : pick === 'draw' ? mid : b) : pick === 'home' || pick === 'over' ? a : b;
  return odds > 1 ? { odds, line: mid } : null;
}

/** The expert's form: a match still to come of the kind, a market and pick at a company's odds, the analysis, a price. */
export function PublishDialog({ kind, onClose }: { kind: 0 | 1; onClose(): void }) {
  const { t } = useTranslation('experts');
  const lang = currentLang();
  const id = useId();
  const navigate = useNavigate();
  const matches = useQuery(apiQuery(EXPERT_PATHS.matches, { type: kind }, { staleTime: 10_000 }));
  const [matchId, setMatchId] = useState<number | null>(null);
  const [market, setMarket] = useState<SchemeMarket>('asia');
  const [pick, setPick] = useState<SchemePick>('home');
  const [companyId, setCompanyId] = useState<CompanyId>(1);
  const [analysis, setAnalysis] = useState('');
  const [price, setPrice] = useState(0);
  const [refund, setRefund] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = matches.data ?? [];
  const match = list.find((m) => m.match_id === matchId) ?? list[0];
  const picks = MARKET_PICKS[market].filter((p) => !(match?.sport === 'basketball' && p === 'draw'));
  const quoted = currentOdds(match, companyId, market, pick);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!match) return;
    setBusy(true);
    setFailure(null);
    try {
      const scheme = await callRoute(
        'POST',
        EXPERT_PATHS.publish,
        {
          match_id: match.match_id,
          market,
          pick,
          company_id: companyId,
          analysis,
          price,
          refund_on_lose: price > 0 && refund ? 1 : 0,
        },
        { quiet: true },
      );
      onClose();
      navigate(routeHref({ name: 'specialistDetail' }, { id: scheme.id }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog visible header={t('publish.title')} onHide={onClose} style={{ width: 'min(560px, 95vw)' }}>
      {matches.data && list.length === 0 ? <p>{t('publish.noMatches')}</p> : null}
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-match`}>{t('publish.match')}</label>
        <Dropdown
          inputId={`${id}-match`}
          value={match?.match_id ?? null}
          options={list.map((m) => ({
            value: m.match_id,
            label: `${matchTitle(t, { match: m }, lang)} · ${formatUnix(m.match_time, lang)}`,
          }))}
          onChange={(e) => setMatchId(Number(e.value))}
        />
        <label htmlFor={`${id}-market`}>{t('publish.market')}</label>
        <Dropdown
          inputId={`${id}-market`}
          value={market}
          options={SCHEME_MARKETS.map((m) => ({ value: m, label: t(`market.${m}`) }))}
          onChange={(e) => {
            const next = e.value as SchemeMarket;
            setMarket(next);
            setPick(MARKET_PICKS[next][0] as SchemePick);
          }}
        />
        <label htmlFor={`${id}-pick`}>{t('publish.pick')}</label>
        <Dropdown
          inputId={`${id}-pick`}
          value={pick}
          options={picks.map((p) => ({ value: p, label: t(`pick.${p}`) }))}
          onChange={(e) => setPick(e.value as SchemePick)}
        />
        <label htmlFor={`${id}-company`}>{t('publish.company')}</label>
        <Dropdown
          inputId={`${id}-company`}
          value={companyId}
          options={(match?.odds ?? []).map((o) => ({ value: o.company_id, label: t(`company.${o.company_id}`) }))}
          onChange={(e) => setCompanyId(e.value as CompanyId)}
        />
        {quoted ? (
          <p className="muted">
            {t('publish.odds', {
              odds: market === 'eu' ? quoted.odds.toFixed(2) : `${quoted.line} @ ${quoted.odds.toFixed(2)}`,
            })}
          </p>
        ) : null}
        <label htmlFor={`${id}-analysis`}>{t('publish.analysis')}</label>
        <InputTextarea
          id={`${id}-analysis`}
          value={analysis}
          rows={6}
          maxLength={ANALYSIS_MAX}
          onChange={(e) => setAnalysis(e.target.value)}
        />
        <label htmlFor={`${id}-price`}>{t('publish.priceLabel')}</label>
        <InputNumber
          inputId={`${id}-price`}
          value={price}
          min={0}
          max={SCHEME_PRICE_MAX}
          useGrouping={false}
          onValueChange={(e) => setPrice(e.value ?? 0)}
        />
        <div className="row">
          <Checkbox
            inputId={`${id}-refund`}
            checked={refund && price > 0}
            disabled={price === 0}
            onChange={(e) => setRefund(e.checked === true)}
          />
          <label htmlFor={`${id}-refund`}>{t('publish.refund')}</label>
        </div>
        {failure ? (
          <p role="alert" className="error-text">
            {failure}
          </p>
        ) : null}
        <Button type="submit" label={t('publish.submit')} disabled={busy || !match} />
      </form>
    </Dialog>
  );
}
