import type { TFunction } from 'i18next';
import { MealCode } from '@platform/contracts/constants';

interface Member {
  isMember: boolean;
  mealCode: string | null;
}

/** 会员（个人版）, 会员（企业版）, 免费试用中 or 非会员: the member page's and the user menu's state. */
export function memberState(
  t: TFunction,
  member: Member | undefined,
  trial: { activeUntil: string | null } | undefined,
): string {
  if (member?.isMember) {
    const edition = member.mealCode === MealCode.ENTERPRISE ? 'enterprise' : 'personal';
    return t('membership.page.memberEdition', { edition: t(`membership.vip.${edition}`) });
  }
  return trial?.activeUntil ? t('membership.page.onTrial') : t('membership.page.notMember');
}
