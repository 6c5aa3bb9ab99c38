import { downloadFile } from '../../shared/api/downloadFile';

/** Saves a list's .xlsx export; resolves to the refusal's message, else ''. */
export const downloadList = (path: string, body: Record<string, unknown>, token: string, language: string) =>
  downloadFile(path, body, { token, language }, 'leads.xlsx');
