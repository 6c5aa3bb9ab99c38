/** What the reviewer is given for one applied contract. */
export interface ContractReviewRequest {
  id: string;
  outTradeNo: string;
  amountFen: number;
  partyAName: string;
  partyACreditCode: string;
}

export type ReviewResult = { status: 'approved'; sample: boolean } | { status: 'rejected'; reason: string };

/**
 * A contract reviewer (合同审核: a contract-management or e-signature service, or the seller's own
 * desk): approves or rejects one contract. It may throw for a passing failure; the review job then
 * tries again on its next round (docs/purchase-contracts.md).
 */
export interface ContractReviewer {
  readonly name: string;
  review(request: ContractReviewRequest): Promise<ReviewResult>;
}

/**
 * The reviewer while none is configured: approves every contract at once as a sample, so the PDF
 * carries the 样本 SAMPLE watermark and says it has no legal effect.
 */
export const sandboxContractReviewer: ContractReviewer = {
  name: 'sandbox',
  async review() {
    return { status: 'approved', sample: true };
  },
};
