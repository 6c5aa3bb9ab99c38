import { useId } from 'react';
import { IconBell } from '../../icons';
import { useUiMessages } from '../../locale';
import type { WorkReminderGroup, WorkReminderInfo } from './message';
import {
  ReminderBox,
  ReminderGroup,
  ReminderItems,
  ReminderSummary,
  ReminderTitle,
  Muted,
  Overdue,
} from './MessageBubble.styles';

export interface WorkReminderCardProps {
  reminder: WorkReminderInfo;
  /** An item's link clicked: the portal navigates inside the app (a plain link otherwise). */
  onNavigate?: (href: string) => void;
}

/** Only paths of this site become links: a reminder never links elsewhere. */
const sitePath = (href: string) => (/^\/(?![/\\])/.test(href) ? href : undefined);

/**
 * The system account's daily work reminder: per kind (leads to follow up, customer tasks, 招商项目
 * next steps) the
 * counts due today and overdue, the first items as links into the workspace, and how many more.
 */
export function WorkReminderCard({ reminder, onNavigate }: WorkReminderCardProps) {
  const t = useUiMessages().chat.reminder;
  const titleId = useId();
  const groups: Array<[string, string, WorkReminderGroup]> = [
    ['leads', t.leads(reminder.leads.dueToday, reminder.leads.overdue), reminder.leads],
    ['tasks', t.tasks(reminder.tasks.dueToday, reminder.tasks.overdue), reminder.tasks],
  ];
  if (reminder.projects)
    groups.push([
      'projects',
      t.projects(reminder.projects.dueToday, reminder.projects.overdue),
      reminder.projects,
    ]);
  return (
    <ReminderBox aria-labelledby={titleId} data-type="workReminder">
      <ReminderTitle id={titleId}>
        <IconBell size={16} />
        {t.title}
      </ReminderTitle>
      <Muted>{[reminder.day, reminder.orgName].filter(Boolean).join(' · ')}</Muted>
      {groups
        .filter(([, , g]) => g.dueToday + g.overdue > 0)
        .map(([key, summary, g]) => {
          const more = g.dueToday + g.overdue - g.items.length;
          return (
            <ReminderGroup key={key} data-kind={key}>
              <ReminderSummary>{summary}</ReminderSummary>
              <ReminderItems>
                {g.items.map((item) => {
                  const href = sitePath(item.href);
                  return (
                    <li key={item.id}>
                      {href ? (
                        <a
                          href={href}
                          onClick={(e) => {
                            if (!onNavigate) return;
                            e.preventDefault();
                            onNavigate(href);
                          }}
                        >
                          {item.title}
                        </a>
                      ) : (
                        item.title
                      )}
                      <Muted>
                        {item.context && `${item.context} · `}
                        {item.due < reminder.day ? <Overdue>{t.overdue(item.due)}</Overdue> : t.due(item.due)}
                      </Muted>
                    </li>
                  );
                })}
              </ReminderItems>
              {more > 0 && <Muted>{t.more(more)}</Muted>}
            </ReminderGroup>
          );
        })}
    </ReminderBox>
  );
}
