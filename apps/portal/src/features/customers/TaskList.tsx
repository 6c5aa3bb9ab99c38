import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Button, Checkbox, Empty, Input, Pagination, Select, Spinner, Tag, toast } from '@platform/ui';
import { DRAWER_LIST_SIZE, TASK_PAGE_SIZE } from './limits';
import {
  useCrmTaskAddMutation,
  useCrmTaskDoneMutation,
  useCrmTaskPageQuery,
  type Task,
} from './customersApi';
import { Row } from './styles';
import { useCrmSelf } from './useCrmSelf';
import { today } from './view';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function TaskItem({ task, showCustomer }: { task: Task; showCustomer: boolean }) {
  const { t } = useTranslation();
  const [setDone, { isLoading }] = useCrmTaskDoneMutation();
  const overdue = !task.done && task.due && task.dueOn < today();
  return (
    <li data-testid="crm-task">
      <Checkbox
        aria-label={t(task.done ? 'customers.tasks.reopen' : 'customers.tasks.done', { title: task.title })}
        checked={task.done}
        disabled={isLoading}
        onChange={(e) =>
          void setDone({ taskId: task.taskId, done: e.target.checked })
            .unwrap()
            .catch(() => undefined)
        }
      />
      <span>{task.title}</span>
      <small>
        {[
          `${t('customers.tasks.due')} ${task.dueOn}`,
          showCustomer ? task.customerName : '',
          `${t('customers.tasks.assignee')} ${task.assigneeName}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </small>
      {overdue ? (
        <Tag tone="danger">{t('customers.tasks.overdue')}</Tag>
      ) : (
        task.due && !task.done && <Tag tone="warning">{t('customers.tasks.dueToday')}</Tag>
      )}
    </li>
  );
}

/**
 * Open tasks with their done toggles: a customer's (with a form to add one, for the caller or a
 * colleague) or the caller's own
 * (`mine`, across customers).
 */
export function TaskList({ customerId, mine = false }: { customerId?: string; mine?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const size = customerId ? DRAWER_LIST_SIZE : TASK_PAGE_SIZE;
  const { data, isLoading } = useCrmTaskPageQuery({
    ...(customerId && { customerId }),
    ...(mine && { mine: true }),
    state: 'open',
    current: page,
    size,
  });
  const [add, { isLoading: adding }] = useCrmTaskAddMutation();
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState(today());
  const { selfId, members } = useCrmSelf();
  // Unchosen means the caller, as the server takes it.
  const [assigneeId, setAssigneeId] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!customerId) return;
    if (!title.trim()) return setError(t('customers.tasks.titleRequired'));
    if (!dueOn) return setError(t('customers.tasks.dueRequired'));
    void add({ customerId, title: title.trim(), dueOn, ...(assigneeId && { assigneeId }) })
      .unwrap()
      .then(() => {
        toast.success(t('customers.tasks.added'));
        setTitle('');
      })
      .catch(() => undefined);
  };
  const rows = data?.records ?? [];
  return (
    <div>
      {customerId && (
        <form onSubmit={submit} aria-label={t('customers.tasks.add')}>
          <Row>
            <Input
              label={t('customers.tasks.title')}
              maxLength={L.taskTitleMax}
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setError('');
              }}
            />
            <Input
              type="date"
              label={t('customers.tasks.due')}
              value={dueOn}
              onChange={(e) => setDueOn(e.target.value)}
            />
            <Select
              label={t('customers.tasks.assignee')}
              placeholder={null}
              value={assigneeId || (selfId ?? '')}
              options={members.map((m) => ({ value: m.userId, label: m.name }))}
              onChange={setAssigneeId}
            />
            <Button type="submit" size="sm" loading={adding}>
              {t('customers.tasks.add')}
            </Button>
          </Row>
          {error && <Alert role="alert">{error}</Alert>}
        </form>
      )}
      {isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <Empty description={t('customers.tasks.none')} />
      ) : (
        <List aria-label={t('customers.drawer.tasks')}>
          {rows.map((task) => (
            <TaskItem key={task.taskId} task={task} showCustomer={!customerId} />
          ))}
        </List>
      )}
      {(data?.total ?? 0) > size && (
        <Pagination total={data!.total} pageSize={size} page={page} onChange={setPage} />
      )}
    </div>
  );
}
