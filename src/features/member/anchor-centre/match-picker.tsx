import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS, type Lang, type LiveMatch, type Sport } from '../../../../contracts/match.ts';
import type { LiveCategory } from '../../../../contracts/room.ts';
import { LEAGUE_NAME_FIELDS, TEAM_NAME_FIELDS } from '../../../lib/match-fields.ts';
import { differsIn, useLiveMatches } from '../../../lib/use-live-matches.ts';
import { dateFormat } from '../../../lib/locale-format.ts';

/** The engine's sport for a category; `other` categories cover no match. */
export function sportOf(category: Pick<LiveCategory, 'sport'> | undefined): Sport | null {
  const sport = category?.sport;
  return (SPORTS as readonly string[]).includes(sport ?? '') ? (sport as Sport) : null;
}

/** Today's matches a broadcast can still cover: not over, soonest first. */
export function coverableMatches(matches: readonly LiveMatch[], keep: number | null): LiveMatch[] {
  return matches
    .filter((m) => m.id === keep || m.status === 'notstarted' || m.status === 'live' || m.status === 'halftime')
    .sort((a, b) => a.match_time - b.match_time || a.id - b.id);
}

/**
 * What the pickers and lists show of a match: kick-off, league and teams in every language
 * (describeMatch), and the status (coverableMatches, the live mark). They render for a change of
 * these, not for the clock and the score of the day's matches 20 times a second.
 */
export const coverShows = differsIn(['match_time', 'status', ...LEAGUE_NAME_FIELDS, ...TEAM_NAME_FIELDS]);

/** A match as the pickers and lists name it: kick-off, league, home - away. */
export function describeMatch(m: LiveMatch, lang: Lang, time: Intl.DateTimeFormat): string {
  return `${time.format(m.match_time * 1000)} ${m[`short_name_${lang}`]} ${m[`home_team_name_${lang}`]} - ${m[`away_team_name_${lang}`]}`;
}

interface MatchPickerProps {
  sport: Sport;
  label: string;
  value: number | null;
  onChange: (matchId: number | null) => void;
  /** Matches not offered (already chosen elsewhere). */
  exclude?: readonly number[];
}

/** The picker's value for "no match covered" (the kit's Dropdown shows an empty value as none). */
const NO_MATCH = -1;

/** A select of today's matches of one sport, from the engine (live data, no extra socket). */
export function MatchPicker({ sport, label, value, onChange, exclude = [] }: MatchPickerProps) {
  const { t, i18n } = useTranslation('anchor-centre');
  const id = useId();
  const { matches } = useLiveMatches(sport, coverShows);
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const time = dateFormat(lang, 'clock');
  const options = coverableMatches(matches ?? [], value).filter((m) => !exclude.includes(m.id));
  const known = value === null || options.some((m) => m.id === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value ?? NO_MATCH}
        filter={options.length > 10}
        options={[
          { value: NO_MATCH, label: matches === null ? t('loading') : t('settings.noMatch') },
          ...(known ? [] : [{ value, label: t('settings.matchId', { id: value }) }]),
          ...options.map((m) => ({
            value: m.id,
            label: `${describeMatch(m, lang, time)}${m.status !== 'notstarted' ? ` (${t('settings.matchLive')})` : ''}`,
          })),
        ]}
        onChange={(e) => onChange(typeof e.value === 'number' && e.value !== NO_MATCH ? e.value : null)}
      />
    </div>
  );
}
