import type { UiMessages } from '../../locale';
import { Button } from '../../primitives/Button';
import type { TableColumn } from '../../primitives/Table';

type Text = string | number | null | undefined;

/** A related company of the organisation. */
export interface OrgRelatedRow {
  companyId: string;
  companyName: string;
  relation?: Text;
  legalEntityName?: Text;
  regCapital?: Text;
  esDt?: Text;
}

/** A fund the organisation manages. */
export interface OrgFundRow {
  fundId?: string | number | null;
  fundName: string;
  fundScale?: Text;
  esDt?: Text;
}

/** A company the organisation invested in. */
export interface OrgInvestRow {
  companyId: string;
  companyName: string;
  industry?: Text;
  investAmt?: Text;
  ratio?: Text;
  investDt?: Text;
}

const text = (v: Text) => {
  const s = v === null || v === undefined ? '' : String(v).trim();
  return s || '-';
};
const day = (v: Text) => text(v).slice(0, 10);

function companyCell(onOpen?: (companyId: string) => void) {
  return (row: { companyId: string; companyName: string }) =>
    onOpen ? (
      <Button size="sm" variant="link" onClick={() => onOpen(row.companyId)}>
        {row.companyName}
      </Button>
    ) : (
      row.companyName
    );
}

export function relatedColumns(m: UiMessages, onOpen?: (id: string) => void): TableColumn<OrgRelatedRow>[] {
  const o = m.orgDetail;
  return [
    { key: 'companyName', title: o.companyName, render: companyCell(onOpen) },
    { key: 'relation', title: o.relation, render: (r) => text(r.relation) },
    { key: 'legalEntityName', title: o.legalEntityName, render: (r) => text(r.legalEntityName) },
    { key: 'regCapital', title: o.regCapital, render: (r) => text(r.regCapital) },
    { key: 'esDt', title: o.esDt, render: (r) => day(r.esDt) },
  ];
}

export function fundColumns(m: UiMessages): TableColumn<OrgFundRow>[] {
  const o = m.orgDetail;
  return [
    { key: 'fundName', title: o.fundName },
    { key: 'fundScale', title: o.fundScale, render: (r) => text(r.fundScale) },
    { key: 'esDt', title: o.esDt, render: (r) => day(r.esDt) },
  ];
}

export function investColumns(m: UiMessages, onOpen?: (id: string) => void): TableColumn<OrgInvestRow>[] {
  const o = m.orgDetail;
  return [
    { key: 'companyName', title: o.companyName, render: companyCell(onOpen) },
    { key: 'industry', title: o.industry, render: (r) => text(r.industry) },
    { key: 'investAmt', title: o.investAmt, render: (r) => text(r.investAmt) },
    { key: 'ratio', title: o.ratio, render: (r) => text(r.ratio) },
    { key: 'investDt', title: o.investDt, render: (r) => day(r.investDt) },
  ];
}
