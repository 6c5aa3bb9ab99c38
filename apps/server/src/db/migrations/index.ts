import accounts from './0001_accounts';
import shell from './0100_shell';
import pay from './0200_pay';

/** Applied in order, each once. Append new migrations; never edit an applied one. */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_accounts', sql: accounts },
  { id: '0100_shell', sql: shell },
  { id: '0200_pay', sql: pay },
];
