import { useTranslation } from 'react-i18next';
import { TaskList } from './TaskList';
import { useCrmTaskDueQuery } from './customersApi';

/** 任务: the caller's open tasks across customers, with how many are due today and overdue. */
export function MyTasks() {
  const { t } = useTranslation();
  const { data: due } = useCrmTaskDueQuery();
  return (
    <section aria-label={t('customers.tabs.tasks')} data-testid="crm-my-tasks">
      {due && <p>{t('customers.tasks.summary', { today: due.dueToday, overdue: due.overdue })}</p>}
      <TaskList mine />
    </section>
  );
}
