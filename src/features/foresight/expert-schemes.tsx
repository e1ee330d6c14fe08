import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ForesightScheme } from '../../../contracts/foresight.ts';
import { numberFormat } from '../../lib/locale-format.ts';
import { ROUTE_PATHS } from '../../ui/open-in-new-tab.ts';

/** The experts' published picks on the match with each expert's record. */
export function ExpertSchemes({ schemes }: { schemes: ForesightScheme[] }) {
  const { t, i18n } = useTranslation('foresight');
  return (
    <section className="surface" aria-label={t('schemes.title')}>
      <h3>{t('schemes.title')}</h3>
      {schemes.length === 0 ? (
        <p>{t('schemes.empty')}</p>
      ) : (
        <ul className="stack">
          {schemes.map((s) => (
            <li key={s.id} className="spread">
              <strong>{s.expert.nickname}</strong>
              <span>{t(`schemes.market.${s.market}`)}</span>
              <span className="muted">
                {s.expert.hit_rate === null
                  ? t('schemes.noRecord')
                  : t('schemes.hitRate', {
                      rate: numberFormat(i18n.language, 'percent').format(s.expert.hit_rate),
                      settled: s.expert.settled,
                    })}
              </span>
              <span>{s.price === 0 ? t('schemes.free') : t('schemes.price', { price: s.price })}</span>
              <Link to={`${ROUTE_PATHS.specialistDetail}?id=${s.id}`}>{t('schemes.open')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
