import { useTranslation } from 'react-i18next';
import { SPORTS, type Lang, type LiveMatch, type Sport } from '../../../../contracts/match.ts';
import type { LiveCategory } from '../../../../contracts/room.ts';
import { useLiveMatches } from '../../../lib/use-live-matches.ts';

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

interface MatchPickerProps {
  sport: Sport;
  label: string;
  value: number | null;
  onChange: (matchId: number | null) => void;
}

/** A select of today's matches of one sport, from the engine (live data, no extra socket). */
export function MatchPicker({ sport, label, value, onChange }: MatchPickerProps) {
  const { t, i18n } = useTranslation('anchor-centre');
  const { matches } = useLiveMatches(sport);
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const time = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : lang, { hour: '2-digit', minute: '2-digit' });
  const options = coverableMatches(matches ?? [], value);
  const known = value === null || options.some((m) => m.id === value);
  return (
    <label className="member-field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{matches === null ? t('loading') : t('settings.noMatch')}</option>
        {!known && <option value={value}>{t('settings.matchId', { id: value })}</option>}
        {options.map((m) => (
          <option key={m.id} value={m.id}>
            {`${time.format(m.match_time * 1000)} ${m[`short_name_${lang}`]} ${m[`home_team_name_${lang}`]} - ${m[`away_team_name_${lang}`]}${m.status !== 'notstarted' ? ` (${t('settings.matchLive')})` : ''}`}
          </option>
        ))}
      </select>
    </label>
  );
}
