import { randomInt } from 'node:crypto';

/** What the tax-control provider is given for one applied invoice. */
export interface InvoiceRequest {
  id: string;
  /** 1 普通发票, 2 增值税专用发票. */
  type: number;
  amountFen: number;
  titleKind: 'company' | 'personal';
  titleName: string;
  taxNo: string;
}

export type IssueResult =
  { status: 'issued'; invoiceNo: string; sample: boolean } | { status: 'rejected'; reason: string };

/**
 * A tax-control (开票) provider: issues or rejects one invoice. It may throw for a passing failure;
 * the issuing job then tries again on its next round (docs/invoices.md).
 */
export interface InvoiceProvider {
  readonly name: string;
  issue(request: InvoiceRequest): Promise<IssueResult>;
}

/**
 * The provider while none is configured: issues every invoice at once as a sample (the PDF says
 * so), with a number in the 20-digit shape of a fully digital invoice (数电发票) that starts 00.
 */
export const sandboxInvoiceProvider: InvoiceProvider = {
  name: 'sandbox',
  async issue() {
    const year = String(new Date().getUTCFullYear()).slice(2);
    const rest = Array.from({ length: 16 }, () => randomInt(0, 10)).join('');
    return { status: 'issued', invoiceNo: `${year}00${rest}`, sample: true };
  },
};
