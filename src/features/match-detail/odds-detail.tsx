import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import type { CompanyOdds, LiveOddsDetail, OddsMove, OddsQuote } from '../../../contracts/match-centre.ts';
import { clockLabel, formatClockTime } from './names.ts';

type Market = keyof OddsQuote;
const MARKETS: Market[] = ['eu', 'asia', 'ou'];

/** Up or down against the earlier value, with a text for screen readers. */
function Trend({ now, before }: { now: number; before: number | undefined }) {
  const { t } = useTranslation('match');
  if (before === undefined || now === before) return null;
  const up = now > before;
  return (
    <span className={up ? 'md-up' : 'md-down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="p-hidden-accessible">{up ? t('odds.up') : t('odds.down')}</span>
    </span>
  );
}

function Triple({ market, values, before }: { market: Market; values: readonly number[]; before?: readonly number[] }) {
  return (
    <>
      {values.map((v, i) => (
        <td key={i}>
          {/* Basketball has no draw: its middle 1X2 price is 0. */}
          {market === 'eu' && i === 1 && v === 0 ? '-' : v.toFixed(2)}
          <Trend now={v} before={before?.[i]} />
        </td>
      ))}
    </>
  );
}

function OpenVersusLive({ company }: { company: CompanyOdds }) {
  const { t } = useTranslation('match');
  return (
    <table className="md-table">
      <caption>
        {t('odds.open')} / {t('odds.live')}
        {company.closed ? ` · ${t('odds.closed')}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('odds.column.market')}</th>
          <th scope="col" colSpan={3}>
            {t('odds.open')}
          </th>
          <th scope="col" colSpan={3}>
            {t('odds.live')}
          </th>
        </tr>
      </thead>
      <tbody>
        {MARKETS.map((market) => (
          <tr key={market}>
            <th scope="row">{t(`odds.market.${market}`)}</th>
            <Triple market={market} values={company.open[market]} />
            <Triple market={market} values={company.live[market]} before={company.open[market]} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every recorded move, newest first, each market against its value before the move. */
function Moves({ company, lang }: { company: CompanyOdds; lang: Lang }) {
  const { t } = useTranslation('match');
  if (company.moves.length === 0) return <p className="muted">{t('odds.noMoves')}</p>;
  const previous: Partial<Record<Market, readonly number[]>> = { ...company.open };
  const rows = company.moves.map((move: OddsMove, index) => {
    const before = { ...previous };
    for (const market of MARKETS) if (move[market]) previous[market] = move[market];
    return { move, before, index };
  });
  return (
    // A scrolling box is reachable by keyboard (it scrolls with the arrow keys once focused).
    <div className="md-scroll" role="region" aria-label={t('odds.moves')} tabIndex={0}>
      <table className="md-table">
        <caption>{t('odds.moves')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('odds.column.time')}</th>
            <th scope="col">{t('odds.column.clock')}</th>
            <th scope="col">{t('odds.column.score')}</th>
            {MARKETS.map((m) => (
              <th scope="col" colSpan={3} key={m}>
                {t(`odds.market.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.reverse().map(({ move, before, index }) => (
            <tr key={index}>
              <td>{formatClockTime(move.t, lang)}</td>
              <td>{clockLabel(move.at)}</td>
              <td>{`${move.home_score}-${move.away_score}`}</td>
              {MARKETS.map((m) => {
                const values = move[m];
                return values ? (
                  <Triple key={m} market={m} values={values} before={before[m]} />
                ) : (
                  <td key={m} colSpan={3} />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each company's opening and live prices and how they moved (the simulator's own books). */
export function OddsDetail({ odds, lang }: { odds: LiveOddsDetail; lang: Lang }) {
  const { t } = useTranslation('match');
  const [chosen, setChosen] = useState<number | null>(null);
  const company = odds.companies.find((c) => c.company_id === chosen) ?? odds.companies[0];
  return (
    <section className="surface" aria-labelledby="md-odds-title">
      <h2 id="md-odds-title">{t('odds.title')}</h2>
      <p className="muted">{t('odds.note')}</p>
      {!company ? (
        <p>{t('odds.none')}</p>
      ) : (
        <>
          <TabView
            pt={{ nav: { 'aria-label': t('odds.companies') } }}
            activeIndex={odds.companies.indexOf(company)}
            onTabChange={(e) => setChosen(odds.companies[e.index]?.company_id ?? null)}
          >
            {odds.companies.map((c) => (
              <TabPanel key={c.company_id} header={t(`odds.company.${c.company_id}`)}>
                <OpenVersusLive company={company} />
                <Moves company={company} lang={lang} />
              </TabPanel>
            ))}
          </TabView>
        </>
      )}
    </section>
  );
}
