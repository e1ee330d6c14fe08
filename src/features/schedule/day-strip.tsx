import type { ParseKeys } from 'i18next';
import { TabPanel, TabView } from 'primereact/tabview';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { daysAround, daysBetween } from '../../../contracts/time-zone.ts';
import { formatCalendarDate } from './kickoff-format.ts';
import { STRIP_DAYS } from './schedule-query.ts';

const RELATIVE: Partial<Record<number, ParseKeys<'schedule'>>> = {
  [-1]: 'day.yesterday',
  0: 'day.today',
  1: 'day.tomorrow',
};

interface DayStripProps {
  today: string;
  selected: string;
  lang: Lang;
  onSelect(date: string): void;
  /** The selected day's panel. */
  children: ReactNode;
}

/** Seven days before and after today in the viewer's calendar, today in the middle. */
export function DayStrip({ today, selected, lang, onSelect, children }: DayStripProps) {
  const { t } = useTranslation('schedule');
  const items = daysAround(today, STRIP_DAYS, STRIP_DAYS).map((date) => {
    const relative = RELATIVE[daysBetween(today, date)];
    return {
      key: date,
      label: (
        <>
          <span className="day-name">{relative ? t(relative) : formatCalendarDate(date, 'weekday', lang)}</span>{' '}
          <span className="day-date">{formatCalendarDate(date, 'short', lang)}</span>
        </>
      ),
    };
  });
  return (
    <TabView
      scrollable
      className="schedule-days"
      pt={{ nav: { 'aria-label': t('page.days') } }}
      activeIndex={items.findIndex((item) => item.key === selected)}
      onTabChange={(e) => {
        const day = items[e.index];
        if (day) onSelect(day.key);
      }}
    >
      {items.map((item) => (
        <TabPanel key={item.key} header={item.label}>
          {children}
        </TabPanel>
      ))}
    </TabView>
  );
}
