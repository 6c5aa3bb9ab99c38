export { UiHost, confirm as confirmDialog } from '@platform/ui';
