import {
  RESEARCH_REPORT_FILE_PATH,
  type ResearchReport,
  type ResearchReportDetail,
  type ResearchReportKind,
} from '@platform/contracts';
import { getChain, regionFullName, regionNames } from '../bigdata';

/** 研究报告's kinds as the PDF and the stored Chinese name them (the portal has its own copy). */
export const KIND_NAMES: Record<ResearchReportKind, string> = {
  industry: '产业研究',
  region: '区域研究',
  company: '企业研究',
  policy: '政策研究',
};

export interface ReportRow {
  id: string;
  title: string;
  summary: string;
  kind: ResearchReportKind;
  chain_code: string;
  region_code: string;
  publisher: string;
  published_on: string;
  pages: number;
}

export const chainNameOf = (code: string) => (code ? (getChain(code)?.name ?? '') : '');
export function regionNameOf(code: string): string {
  const names = regionNames(code);
  return names ? regionFullName(names) : code;
}

export function toReport(r: ReportRow): ResearchReport {
  return {
    reportId: String(r.id),
    title: r.title,
    summary: r.summary,
    kind: r.kind,
    chainCode: r.chain_code,
    chainName: chainNameOf(r.chain_code),
    regionCode: r.region_code,
    regionName: regionNameOf(r.region_code),
    publisher: r.publisher,
    publishedOn: r.published_on,
    pages: r.pages,
  };
}

export const fileUrlOf = (id: string) => `${RESEARCH_REPORT_FILE_PATH}?id=${encodeURIComponent(id)}`;

export function toDetail(r: ReportRow & { sections: string[] }): ResearchReportDetail {
  return { ...toReport(r), sections: r.sections, fileUrl: fileUrlOf(String(r.id)) };
}
