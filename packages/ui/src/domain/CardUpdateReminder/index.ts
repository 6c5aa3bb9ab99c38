export { CardUpdateReminder, REMINDER_CLOSED_MS, type CardUpdateReminderProps } from './CardUpdateReminder';
export { changeTagLabel, pendingCount, type ChangeRecord, type ChangeTagCode } from './reminder';
