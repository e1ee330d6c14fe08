import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Lang, Sport } from '../../../contracts/match.ts';
import { currentLang } from '../../lib/i18n.ts';
import { DayStrip } from './day-strip.tsx';
import { viewerTimeZone } from '../../../contracts/time-zone.ts';
import { LeagueTable } from './league-table.tsx';
import { createLiveScoreMemo, withLiveScores } from './live-scores.ts';
import { dateFromQuery, typeFromQuery } from './schedule-query.ts';
import { SCHEDULE_TYPES, SPORT_OF_TYPE, type ScheduleLeague, type ScheduleType } from '../../../contracts/schedule.ts';
import { useLiveRows } from './use-live-rows.ts';
import { scheduleListQuery } from './schedule-list-query.ts';
import { useToday } from './use-today.ts';
import './schedule-page.css';

/**
 * The day's leagues, today's live-feed rows with the engine's score and clock: the one part of the
 * page a live batch renders again (not the tabs around it), and in it only the tables it changed.
 */
function LiveLeagues({ leagues, timeZone, lang }: { leagues: ScheduleLeague[]; timeZone: string; lang: Lang }) {
  const liveSports = useMemo(
    () => [...new Set(leagues.filter((l) => l.matches.some((m) => m.live)).map((l) => l.sport))] as Sport[],
    [leagues],
  );
  const liveRows = useLiveRows(liveSports);
  const [memo] = useState(createLiveScoreMemo);
  const shown = useMemo(() => withLiveScores(leagues, liveRows, memo), [leagues, liveRows, memo]);
  return shown.map((league) => <LeagueTable key={league.league_id} league={league} timeZone={timeZone} lang={lang} />);
}

/** `/schedule?type=<0|1|2|3>&date=<YYYY-MM-DD>`: a day's matches by league in the viewer's zone. */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  const lang = currentLang();
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const today = useToday(timeZone);
  const [params, setParams] = useSearchParams();
  const type = typeFromQuery(params.get('type'));
  const date = dateFromQuery(params.get('date'), today);
  // Another day's answer never stands in for the day asked: each day is its own query.
  const schedule = useQuery(scheduleListQuery(date, timeZone, type));
  const failed = schedule.data === undefined && schedule.isError && !schedule.isFetching;

  const leagues = schedule.data?.leagues ?? null;
  const count = leagues?.reduce((n, l) => n + l.matches.length, 0) ?? 0;

  const select = (change: { type?: ScheduleType; date?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (change.type !== undefined) next.set('type', String(change.type));
      if (change.date !== undefined) {
        if (change.date === today) next.delete('date');
        else next.set('date', change.date);
      }
      return next;
    });

  const sportTabs = SCHEDULE_TYPES.map((key) => ({ key, label: t(`sport.${SPORT_OF_TYPE[key] ?? 'all'}`) }));

  const day = (
    <DayStrip today={today} selected={date} lang={lang} onSelect={(d) => select({ date: d })}>
      <p className="muted">
        {t('page.timeZone', { zone: timeZone })}
        {leagues && ` · ${t('page.count', { count })}`}
      </p>
      {schedule.data === undefined && !failed && <p role="status">{t('list.loading')}</p>}
      {failed && (
        <p role="alert">
          {t('list.error')}{' '}
          <Button type="button" size="small" link label={t('list.retry')} onClick={() => void schedule.refetch()} />
        </p>
      )}
      {leagues?.length === 0 && <p>{t('list.empty')}</p>}
      {leagues && <LiveLeagues leagues={leagues} timeZone={timeZone} lang={lang} />}
    </DayStrip>
  );

  return (
    <section className="schedule" aria-labelledby="schedule-title">
      <h1 id="schedule-title">{t('page.title')}</h1>
      <TabView
        pt={{ nav: { 'aria-label': t('page.sports') } }}
        activeIndex={SCHEDULE_TYPES.indexOf(type)}
        onTabChange={(e) => select({ type: SCHEDULE_TYPES[e.index] ?? type })}
      >
        {sportTabs.map((tab) => (
          <TabPanel key={tab.key} header={tab.label}>
            {day}
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
