import type { chainApi as chainContract } from '@platform/contracts/chain';
import { chainRoutes } from '@platform/contracts/chain/routes';
import type { z } from 'zod';
import { downloadFile } from '../../shared/api/downloadFile';

export type ExportFilter = z.infer<(typeof chainContract.entPageExport)['input']>;

/** Saves the company export (.xlsx); resolves to the refusal's message, else ''. */
export const downloadExport = (filter: ExportFilter, token: string, language: string): Promise<string> =>
  downloadFile(chainRoutes.entPageExport.path, filter, { token, language }, 'companies.xlsx');
