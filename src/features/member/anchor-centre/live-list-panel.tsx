import { ArrowUpIcon } from 'primereact/icons/arrowup';
import { ArrowDownIcon } from 'primereact/icons/arrowdown';
import { TimesIcon } from 'primereact/icons/times';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Sport } from '../../../../contracts/match.ts';
import { LIVE_LIST_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { dateFormat } from '../../../lib/locale-format.ts';
import { useLiveMatches } from '../../../lib/use-live-matches.ts';
import { addToLiveList, moveInLiveList } from './centre-rules.ts';
import { coverShows, describeMatch, MatchPicker } from './match-picker.tsx';
import { useAction } from './use-action.ts';

interface Props {
  /** The saved list. */
  initial: number[];
  /** The broadcast's category sport; null for a category that covers no match. */
  sport: Sport | null;
  onSaved: (list: number[]) => void;
}

/**
 * The matches the broadcast covers besides its bound one (`Live/setLiveList`): picked from today's
 * matches, in the anchor's order; the room is listed under each match's watch links.
 */
export function LiveListPanel({ initial, sport, onSaved }: Props) {
  const { t, i18n } = useTranslation('anchor-centre');
  const [list, setList] = useState<number[]>(initial);
  const action = useAction();
  const lang = (['zh', 'en', 'vi'].includes(i18n.language) ? i18n.language : 'zh') as Lang;
  const { matches } = useLiveMatches(sport ?? 'football', coverShows);
  const time = dateFormat(lang, 'clock');
  const nameOf = (id: number) => {
    const match = sport ? matches?.find((m) => m.id === id) : undefined;
    return match ? describeMatch(match, lang, time) : t('settings.matchId', { id });
  };
  const changed = list.join(',') !== initial.join(',');

  const save = () =>
    void action.run(async () => {
      const saved = await callRoute('POST', ROOM_PATHS.setLiveList, { match_ids: list }, { quiet: true });
      setList(saved.match_ids);
      onSaved(saved.match_ids);
      return t('liveList.saved');
    });

  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-live-list">
      <h2 id="centre-live-list">
        {t('liveList.title')}{' '}
        <span className="centre-count">{t('counter', { count: list.length, max: LIVE_LIST_MAX })}</span>
      </h2>
      <p className="muted">{t('liveList.lead')}</p>
      {list.length === 0 ? (
        <p className="muted">{t('liveList.empty')}</p>
      ) : (
        <ol className="centre-live-list">
          {list.map((id, index) => {
            const name = nameOf(id);
            return (
              <li key={id} className="row">
                <span className="grow">{name}</span>
                <Button
                  type="button"
                  text
                  icon={<ArrowUpIcon />}
                  aria-label={t('liveList.up', { name })}
                  disabled={index === 0}
                  onClick={() => setList((l) => moveInLiveList(l, index, -1))}
                />
                <Button
                  type="button"
                  text
                  icon={<ArrowDownIcon />}
                  aria-label={t('liveList.down', { name })}
                  disabled={index === list.length - 1}
                  onClick={() => setList((l) => moveInLiveList(l, index, 1))}
                />
                <Button
                  type="button"
                  text
                  severity="danger"
                  icon={<TimesIcon />}
                  aria-label={t('liveList.remove', { name })}
                  onClick={() => setList((l) => l.filter((m) => m !== id))}
                />
              </li>
            );
          })}
        </ol>
      )}
      {!sport ? (
        <p className="muted">{t('liveList.noSport')}</p>
      ) : list.length >= LIVE_LIST_MAX ? (
        <p className="muted">{t('liveList.full', { max: LIVE_LIST_MAX })}</p>
      ) : (
        <MatchPicker
          key={list.length}
          sport={sport}
          label={t('liveList.add')}
          value={null}
          exclude={list}
          onChange={(id) => id !== null && setList((l) => addToLiveList(l, id, LIVE_LIST_MAX))}
        />
      )}
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      <Button
        type="button"
        data-testid="live-list-save"
        disabled={action.busy || !changed}
        onClick={save}
        label={t('liveList.save')}
      />
    </section>
  );
}
