export { Table, type TableColumn, type TableProps } from './Table';
export { nextSort, sortRows, compareValues, type SortOrder, type SortState } from './sort';
export { TableColumnSettings, type TableColumnSettingsProps } from './TableColumnSettings';
export {
  applyColumnSettings,
  moveColumnSetting,
  normalizeColumnSettings,
  type ColumnSetting,
} from './columnSettings';
