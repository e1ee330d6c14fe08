import { useTranslation } from 'react-i18next';
import type { ForesightDetail, OddsMovement } from '../../../contracts/foresight.ts';
import type { OddsQuote } from '../../../contracts/match-centre.ts';

type Market = keyof OddsQuote;
const MARKETS: Market[] = ['eu', 'asia', 'ou'];

/** A price line as text; basketball's 1X2 has no draw (its middle price is 0). */
const line = (market: Market, values: readonly number[]) =>
  values.map((v, i) => (market === 'eu' && i === 1 && v === 0 ? '-' : v.toFixed(2))).join(' / ');

/** One price's move since opening, signed, with up or down said for screen readers. */
function Change({ value }: { value: number }) {
  const { t } = useTranslation('foresight');
  if (value === 0) return <span>0.00</span>;
  const up = value > 0;
  return (
    <span className={up ? 'fs-up' : 'fs-down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>
      <span className="p-hidden-accessible">{up ? t('odds.up') : t('odds.down')}</span>
      {up ? '+' : ''}
      {value.toFixed(2)}
    </span>
  );
}

function CompanyMovement({ company }: { company: OddsMovement }) {
  const { t } = useTranslation('foresight');
  const name = t(`odds.company.${company.company_id}`);
  return (
    // A narrow column scrolls sideways: a keyboard reaches it too (WCAG 2.1.1).
    <div role="region" aria-label={name} tabIndex={0}>
      <h4>{name}</h4>
      <table className="fs-small" aria-label={name}>
        <thead>
          <tr>
            <th scope="col">{t('odds.column.market')}</th>
            <th scope="col">{t('odds.column.open')}</th>
            <th scope="col">{t('odds.column.live')}</th>
            <th scope="col">{t('odds.column.change')}</th>
          </tr>
        </thead>
        <tbody>
          {MARKETS.map((market) => (
            <tr key={market}>
              <th scope="row">{t(`odds.market.${market}`)}</th>
              <td className="fs-nowrap">{line(market, company.open[market])}</td>
              <td className="fs-nowrap">{line(market, company.live[market])}</td>
              <td className="fs-nowrap">
                {company.change[market].map((v, i) => (
                  <span key={i} className="fs-change">
                    <Change value={v} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        {t('odds.moves', { count: company.moves.length })}
        {company.closed ? ` · ${t('odds.closed')}` : ''}
      </p>
    </div>
  );
}

/** Each company's opening and current prices and how far each moved. */
export function OddsMovementSection({ detail }: { detail: ForesightDetail }) {
  const { t } = useTranslation('foresight');
  const id = `fs-odds-${detail.match.id}`;
  return (
    <section className="surface" aria-labelledby={id}>
      <h3 id={id}>{t('odds.title')}</h3>
      <p className="muted">{t('odds.note')}</p>
      {detail.odds.length === 0 ? (
        <p>{t('odds.none')}</p>
      ) : (
        <div className="fs-columns">
          {detail.odds.map((company) => (
            <CompanyMovement key={company.company_id} company={company} />
          ))}
        </div>
      )}
    </section>
  );
}
