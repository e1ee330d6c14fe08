import { useTranslation } from 'react-i18next';
import { CheckinStrip } from '../../../ui/rewards/checkin-strip.tsx';
import { DailyTaskList } from '../../../ui/rewards/daily-task-list.tsx';

const RULES = ['0', '1', '2'] as const;

/** The member centre's task section: the check-in strip, today's tasks and the short rules. */
export function TaskCentreSection() {
  const { t } = useTranslation('rewards');
  return (
    <section className="task-centre" data-testid="task-centre">
      <h3>{t('centre.title')}</h3>
      <CheckinStrip />
      <DailyTaskList />
      <h4>{t('centre.rulesTitle')}</h4>
      <ol className="muted task-centre-rules">
        {RULES.map((i) => (
          <li key={i}>{t(`centre.rules.${i}`)}</li>
        ))}
      </ol>
    </section>
  );
}
