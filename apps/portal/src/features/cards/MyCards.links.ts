import { mobileCardPath } from '@platform/contracts/vcard/routes';

/** The card editor and the public view (spec 2 §2); cardType 0 reads the card from the server. */
export const CARD_ADD_PATH = '/businessCard/add';
export const cardEditPath = (vcardId: string) => `/businessCard/edit?vcardId=${encodeURIComponent(vcardId)}`;
export const cardViewPath = (vcardId: string) =>
  `/businessCard/view?vcardId=${encodeURIComponent(vcardId)}&cardType=0`;

/**
 * The absolute public link of a card. The portal routes with browser history (old `/#/...` links
 * are turned into paths at start-up), so the link is the path form on this origin.
 */
export const publicCardUrl = (vcardId: string, origin = window.location.origin) =>
  `${origin}${cardViewPath(vcardId)}`;

/** The absolute address of a card's phone page (/m/card/…): what the share QR encodes. */
export const mobileCardUrl = (vcardId: string, origin = window.location.origin) =>
  `${origin}${mobileCardPath(vcardId)}`;

/** Copies with the Clipboard API; false when the browser refuses. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
