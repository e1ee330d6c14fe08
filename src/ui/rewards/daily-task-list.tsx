import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { DailyTask } from '../../../contracts/account.ts';
import { reportShare } from './rewards-store.ts';
import { useRewards } from './use-rewards.ts';
import './rewards.css';

/** Shares the site (the system share sheet, else the clipboard), then reports the share task. */
async function shareSite(): Promise<boolean> {
  const url = location.origin;
  try {
    if (typeof navigator.share === 'function') await navigator.share({ url });
    else await navigator.clipboard.writeText(url);
  } catch {
    return false; // the share sheet was dismissed
  }
  await reportShare().catch(() => undefined);
  return true;
}

function TaskRow({ task, loggedIn }: { task: DailyTask; loggedIn: boolean }) {
  const { t } = useTranslation('rewards');
  const done = task.is_complete === 1;
  return (
    <li
      className={`row daily-task${done ? ' is-complete' : ''}`}
      data-task={task.code}
      data-complete={task.is_complete}
    >
      <img className="daily-task-img" src={task.img} alt="" width={32} height={32} />
      <span className="daily-task-name">{t(`tasks.names.${task.code}`, { defaultValue: task.task })}</span>
      {task.target > 1 && !done ? (
        <span className="muted daily-task-progress">{t('tasks.progress', { p: task.progress, t: task.target })}</span>
      ) : null}
      <span className="daily-task-reward">
        {t('checkin.reward', { n: task.lz_num })} {t('diamonds')}
      </span>
      {task.code === 'share' && !done && loggedIn ? (
        <Button type="button" size="small" onClick={() => void shareSite()} label={t('tasks.share')} />
      ) : (
        <span className="muted daily-task-state">{done ? t('tasks.done') : t('tasks.todo')}</span>
      )}
    </li>
  );
}

/** Today's tasks: icon, name, diamond reward and whether it is complete. */
export function DailyTaskList() {
  const { t } = useTranslation('rewards');
  const { fresh, userId, failed } = useRewards();
  return (
    <section className="stack" data-testid="daily-task-list" aria-label={t('tasks.title')}>
      <header className="spread rewards-head">
        <h4>{t('tasks.title')}</h4>
      </header>
      {failed && !fresh ? <p className="muted">{t('loadError')}</p> : null}
      <ul className="stack">
        {(fresh?.today ?? []).map((task) => (
          <TaskRow key={task.code} task={task} loggedIn={userId !== null} />
        ))}
      </ul>
    </section>
  );
}
