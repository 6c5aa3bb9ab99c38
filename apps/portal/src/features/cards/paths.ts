/** Business card addresses (spec 2 §2). */
export const CARD_ADD_PATH = '/businessCard/add';
export const CARD_EDIT_PATH = '/businessCard/edit';
export const CARD_PREVIEW_PATH = '/businessCard/preview';
export const CARD_VIEW_PATH = '/businessCard/view';

export const editPath = (vcardId: string) => `${CARD_EDIT_PATH}?vcardId=${encodeURIComponent(vcardId)}`;
/** The public view: cardType 0 reads the card from the server, any other value the local draft. */
export const viewPath = (vcardId: string, cardType: number | string = 0) =>
  `${CARD_VIEW_PATH}?vcardId=${encodeURIComponent(vcardId)}&cardType=${encodeURIComponent(String(cardType))}`;

/**
 * What a view address asks for: a server card (cardType 0, or a shared link with a vcardId and no
 * cardType; `vcardId` null when it is not a valid id) or the local draft.
 */
export function viewTarget(
  params: URLSearchParams,
): { fromServer: true; vcardId: string | null } | { fromServer: false } {
  const vcardId = params.get('vcardId')?.trim() ?? '';
  const cardType = params.get('cardType');
  if (cardType === '0' || (cardType === null && !!vcardId))
    return { fromServer: true, vcardId: /^\d{1,19}$/.test(vcardId) ? vcardId : null };
  return { fromServer: false };
}
