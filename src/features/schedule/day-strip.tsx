import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../contracts/match.ts';
import { daysAround, daysBetween } from '../../../contracts/time-zone.ts';
import { formatCalendarDate } from './kickoff-format.ts';
import { STRIP_DAYS } from './schedule-query.ts';
import { TabStrip } from '../../ui/tab-strip.tsx';

const RELATIVE: Record<number, string> = { [-1]: 'day.yesterday', 0: 'day.today', 1: 'day.tomorrow' };

interface DayStripProps {
  today: string;
  selected: string;
  lang: Lang;
  controls: string;
  onSelect(date: string): void;
}

/** Seven days before and after today in the viewer's calendar, today in the middle. */
export function DayStrip({ today, selected, lang, controls, onSelect }: DayStripProps) {
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
    <TabStrip
      label={t('page.days')}
      idPrefix="schedule-day"
      items={items}
      selected={selected}
      onSelect={onSelect}
      controls={controls}
      className="schedule-days"
    />
  );
}
