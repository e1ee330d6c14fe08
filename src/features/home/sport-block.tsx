import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EngineStatus } from '../../../contracts/engine-api.ts';
import type { Lang, LiveMatch } from '../../../contracts/match.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';
import { MatchLine } from './match-line.tsx';

export type HomeSport = 'football' | 'basketball';

/** One sport's matches in a home section: a heading linking to its score list, then the matches. */
export function SportBlock(props: {
  sport: HomeSport;
  matches: LiveMatch[] | null;
  status: EngineStatus | null;
  lang: Lang;
  emptyKey: 'noLive' | 'noUpcoming';
}) {
  const { t } = useTranslation(['common', 'home']);
  const { sport, matches, status, lang } = props;
  return (
    <section className="surface" aria-label={t(`nav.${sport}`)}>
      <header className="spread">
        <h3>
          <Link to={`/${sport}`}>{t(`nav.${sport}`)}</Link>
        </h3>
        <FreshnessMark status={status} />
      </header>
      {matches === null ? (
        <p>{t('error.loading')}</p>
      ) : matches.length === 0 ? (
        <p className="muted">{t(`home:${props.emptyKey}`)}</p>
      ) : (
        <ul className="match-lines">
          {matches.map((m) => (
            <MatchLine key={m.id} match={m} lang={lang} />
          ))}
        </ul>
      )}
    </section>
  );
}
