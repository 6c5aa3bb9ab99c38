import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../session/storageKeys';
import { installRequestEffects, requestEffects } from './requestEffects';
import { isPublicationEditPath, openVipServices, VIP_SERVICES_PATH } from './purchasePrompt';

const original = { ...requestEffects() };
afterEach(() => installRequestEffects(original));

function spyEffects() {
  const openWindow = vi.fn();
  const navigate = vi.fn();
  installRequestEffects({ openWindow, navigate });
  return { openWindow, navigate };
}

const EDIT_PAGES = [
  '/publicationEdit/index',
  '/politicsHome/publicationEdit',
  '/customer/publicationEdit',
  '/member/publicationEdit',
  '/business/publicationEdit',
  '/toker/publicationEdit',
  '/tokerFinance/publicationEdit',
];

describe('openVipServices', () => {
  it.each(EDIT_PAGES)('opens a new window from %s, remembering the route with its query', (path) => {
    const { openWindow, navigate } = spyEffects();
    openVipServices(`${path}?id=42`);
    expect(openWindow).toHaveBeenCalledWith(VIP_SERVICES_PATH);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.originRoute)).toBe(`${path}?id=42`);
  });

  it('navigates in the same window from any other page', () => {
    for (const path of [
      '/home/discover',
      '/toker/publicationDetail',
      '/toker/publish',
      '/publicationEdit/other',
    ]) {
      const { openWindow, navigate } = spyEffects();
      openVipServices(path);
      expect(navigate, path).toHaveBeenCalledWith(VIP_SERVICES_PATH);
      expect(openWindow, path).not.toHaveBeenCalled();
    }
  });

  it('reads the path in any case and ignores a trailing slash', () => {
    expect(isPublicationEditPath('/publicationedit/index')).toBe(true);
    expect(isPublicationEditPath('/TOKER/PUBLICATIONEDIT/')).toBe(true);
    expect(isPublicationEditPath('/a/b/publicationEdit')).toBe(false);
  });
});
