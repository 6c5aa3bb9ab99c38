export { CardUpdateReminder, type CardUpdateReminderProps } from './CardUpdateReminder';
export { changeTagLabel, pendingCount, type ChangeRecord, type ChangeTagCode } from './reminder';
