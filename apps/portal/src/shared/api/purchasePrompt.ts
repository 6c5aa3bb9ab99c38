import { i18n } from '../i18n';
import { STORAGE_KEYS } from '../session/storageKeys';
import { requestEffects } from './requestEffects';

export const VIP_SERVICES_PATH = '/product/vipServices';
/** /publicationEdit/index and every section family's `${base}/publicationEdit` (any case). */
const PUBLICATION_EDIT_PATH = /^(\/publicationedit\/index|\/[^/]+\/publicationedit)\/?$/;

/** Whether a route is a publication edit page, where the VIP page opens in a new window. */
export function isPublicationEditPath(path: string): boolean {
  return PUBLICATION_EDIT_PATH.test((path.split('?')[0] ?? '').toLowerCase());
}

let open = false;

/**
 * Code 111111 (spec 1 §8): 提示 / 请购买相应的服务 / 立即购买 leading to the VIP page, in a new
 * window from the publication edit page (so the draft survives); the origin route is remembered.
 */
export async function promptPurchase(): Promise<void> {
  if (open) return;
  open = true;
  const effects = requestEffects();
  try {
    const confirmed = await effects.confirm({
      title: i18n.t('request.purchaseTitle'),
      content: i18n.t('request.purchaseContent'),
      confirmText: i18n.t('request.purchaseConfirm'),
      cancelText: i18n.t('common.cancel'),
    });
    if (!confirmed) return;
    openVipServices(effects.currentPath());
  } finally {
    open = false;
  }
}

export function openVipServices(origin: string): void {
  const effects = requestEffects();
  localStorage.setItem(STORAGE_KEYS.originRoute, origin);
  if (isPublicationEditPath(origin)) effects.openWindow(VIP_SERVICES_PATH);
  else effects.navigate(VIP_SERVICES_PATH);
}
