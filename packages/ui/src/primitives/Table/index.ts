export { Table, type TableColumn, type TableProps } from './Table';
export { nextSort, sortRows, compareValues, type SortOrder, type SortState } from './sort';
