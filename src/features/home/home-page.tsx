import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Sport } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { compareMatches, matchGroup } from '../../lib/match-groups.ts';
import { useLiveMatches } from '../../lib/use-live-matches.ts';
import { FreshnessMark } from '../../ui/freshness-mark.tsx';

const SHOWN = 10;

function LiveNow({ sport }: { sport: Extract<Sport, 'football' | 'basketball'> }) {
  const { t } = useTranslation(['common', 'scores']);
  const { matches, status } = useLiveMatches(sport);
  const lang = currentLang();
  const live = (matches ?? [])
    .filter((m) => matchGroup(m) === 'live')
    .sort(compareMatches)
    .slice(0, SHOWN);
  return (
    <section className="home-block" aria-label={t(`nav.${sport}`)}>
      <header>
        <h2>
          <Link to={`/${sport}`}>{t(`nav.${sport}`)}</Link> · {t('scores:list.group.live')}
        </h2>
        <FreshnessMark status={status} />
      </header>
      <ul>
        {live.map((m) => (
          <li key={m.id}>
            <span className="minute">{m.match_str}</span> {m[`home_team_name_${lang}`]}{' '}
            <strong>
              {m.home_score} - {m.away_score}
            </strong>{' '}
            {m[`away_team_name_${lang}`]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: scores first, nothing above them. */
export function HomePage() {
  return (
    <div className="home">
      <LiveNow sport="football" />
      <LiveNow sport="basketball" />
    </div>
  );
}
