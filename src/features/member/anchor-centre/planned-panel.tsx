import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../member-query.ts';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '../../../../contracts/match.ts';
import { TITLE_MAX } from '../../../../contracts/room-rules.ts';
import { ROOM_PATHS } from '../../../../contracts/room.ts';
import { callRoute } from '../../../lib/api-client.ts';
import { checkPlan, localDateTimeToUnix, type PlanForm } from './centre-rules.ts';
import { MatchPicker } from './match-picker.tsx';
import { useAction } from './use-action.ts';
import { dateFormat } from '../../../lib/locale-format.ts';

const EMPTY: PlanForm = { title: '', startsAt: '', match_id: null };

/** Planned broadcasts viewers can reserve: add (title, start, optional match), delete. */
export function PlannedPanel({ roomId, sport }: { roomId: number; sport: Sport | null }) {
  const { t, i18n } = useTranslation('anchor-centre');
  const list = useQuery(memberQuery(ROOM_PATHS.plannedList, { room_id: roomId }));
  const [form, setForm] = useState<PlanForm>(EMPTY);
  const action = useAction();
  const when = dateFormat(i18n.language, 'dateTime');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const rule = checkPlan(form, Math.floor(Date.now() / 1000));
    if (rule) return action.setMessage({ error: true, text: t(rule, { max: TITLE_MAX }) });
    // checkPlan refused a missing time above.
    const startsAt = localDateTimeToUnix(form.startsAt) ?? 0;
    void action.run(async () => {
      await callRoute(
        'POST',
        ROOM_PATHS.plan,
        {
          title: form.title.trim(),
          starts_at: startsAt,
          match_id: form.match_id ?? undefined,
        },
        { quiet: true },
      );
      setForm(EMPTY);
      void list.refetch();
      return t('planned.added');
    });
  };

  const remove = (id: number) =>
    void action.run(async () => {
      await callRoute('POST', ROOM_PATHS.unplan, { id }, { quiet: true });
      void list.refetch();
      return t('planned.deleted');
    });

  return (
    <section className="surface stack centre-panel" aria-labelledby="centre-planned">
      <h2 id="centre-planned">{t('planned.title')}</h2>
      <form onSubmit={add} className="stack">
        <label className="field">
          <span>{t('planned.name')}</span>
          <InputText value={form.title} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} />
        </label>
        <label className="field">
          <span>{t('planned.startsAt')}</span>
          <InputText
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => setForm((f) => ({ ...f, startsAt: e.target.value }))}
          />
        </label>
        {sport && (
          <MatchPicker
            sport={sport}
            label={t('planned.match')}
            value={form.match_id}
            onChange={(match_id) => setForm((f) => ({ ...f, match_id }))}
          />
        )}
        <Button type="submit" disabled={action.busy} label={t('planned.add')} />
      </form>
      {action.message && (
        <p className={action.message.error ? 'error-text' : 'ok-text'} role="status">
          {action.message.text}
        </p>
      )}
      {list.error && <p className="error-text">{list.error.message}</p>}
      {list.data && list.data.length === 0 && <p className="muted">{t('planned.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('planned.name')}</th>
              <th>{t('planned.startsAt')}</th>
              <th>{t('planned.reservations')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.map((p) => (
              <tr key={p.id}>
                <td>{p.title}</td>
                <td>{when.format(p.starts_at * 1000)}</td>
                <td>{p.reservations}</td>
                <td>
                  <Button
                    type="button"
                    outlined
                    disabled={action.busy}
                    onClick={() => remove(p.id)}
                    label={t('planned.delete')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
