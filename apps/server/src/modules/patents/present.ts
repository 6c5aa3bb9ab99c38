import type { Patent } from '@platform/contracts';
import type { PatentKind, PatentStatus } from '../../db/schema/bigdata';

export interface PatentRow {
  id: string | number;
  company_id: string;
  company_name: string;
  patent_no: string;
  title: string;
  kind: PatentKind;
  ipc: string;
  applicant: string;
  inventors: string[];
  applied_on: string;
  published_on: string | null;
  granted_on: string | null;
  legal_status: PatentStatus;
}

export function toPatent(r: PatentRow): Patent {
  return {
    patentId: String(r.id),
    patentNo: r.patent_no,
    title: r.title,
    kind: r.kind,
    ipc: r.ipc,
    applicant: r.applicant,
    inventors: r.inventors,
    appliedOn: r.applied_on,
    publishedOn: r.published_on,
    grantedOn: r.granted_on,
    status: r.legal_status,
    companyId: r.company_id,
    companyName: r.company_name,
  };
}
