import type { TFunction } from 'i18next';
import type { ChatTime } from './chat-time.ts';

/** A chat time in words of the `chat` catalogue ("yesterday 18:30", "刚刚"). */
export function chatTimeLabel(time: ChatTime, t: TFunction<'chat'>): string {
  switch (time.kind) {
    case 'justNow':
      return t('time.justNow');
    case 'today':
      return t('time.today', { clock: time.clock });
    case 'yesterday':
      return t('time.yesterday', { clock: time.clock });
    case 'dayBeforeYesterday':
      return t('time.dayBeforeYesterday', { clock: time.clock });
    case 'weekday':
      return t('time.weekday', { weekday: time.weekday, clock: time.clock });
    case 'date':
      return t('time.date', { date: time.date });
  }
}
