import accounts from './0001_accounts';

/** Applied in order, each once. Append new migrations; never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_accounts', sql: accounts },
];
