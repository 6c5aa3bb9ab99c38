import type { Selectable } from 'kysely';
import type { CardBasic, CardDetail, CardModuleRow, ForwardPayload } from '@platform/contracts';
import { maskContact } from '@platform/contracts/mask';
import type { VcardsTable } from '../../db/schema/vcard';

/** A vcards row as the repo reads it, with the owner's user-centre avatar. */
export type CardRow = Selectable<VcardsTable> & { user_center_avatar?: string | null };

/** Who is looking: a logged-in user's id, or null for a visitor. */
export type ViewerId = string | null;

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** 'YYYY-MM-DD HH:mm:ss' in China time, the platform's display format. */
export const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export const isOwner = (row: Pick<CardRow, 'user_id'>, viewer: ViewerId) =>
  viewer !== null && row.user_id === viewer;

/**
 * THE one place card data leaves the server: every call that answers card contacts goes through
 * here, and when the card's encryption is on and the viewer is not its owner, phone, email and
 * address are masked with the same rules the ui shows (contracts/mask).
 */
export function presentCard(row: CardRow, viewer: ViewerId): CardBasic {
  const contact = maskContact(
    { phone: row.phone, email: row.email, address: row.address },
    row.encrypt,
    isOwner(row, viewer),
  );
  return {
    id: row.id,
    type: row.type,
    userId: row.user_id,
    userName: row.user_name,
    nickName: row.nick_name,
    avatar: row.avatar,
    userCenterAvatar: row.user_center_avatar ?? '',
    orgId: row.org_id,
    orgName: row.org_name,
    post: row.post,
    dept: row.dept,
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    encrypt: row.encrypt,
    ifOpened: row.if_opened,
    isDeleted: row.is_deleted,
    isDefault: row.is_default,
    companyId: row.company_id,
    syncTime: chinaTime(row.sync_time),
  };
}

export interface Relation {
  isOwner: boolean;
  isAttention: boolean;
  isFriend: boolean;
  isColleague: boolean;
  isInFolder: boolean;
  friendRemark: string;
}

export const NO_RELATION: Omit<Relation, 'isOwner'> = {
  isAttention: false,
  isFriend: false,
  isColleague: false,
  isInFolder: false,
  friendRemark: '',
};

export function presentDetail(
  row: CardRow,
  viewer: ViewerId,
  modules: CardModuleRow[],
  extra: { isStockCompany: boolean; relation: Omit<Relation, 'isOwner'> },
): CardDetail {
  return {
    ...presentCard(row, viewer),
    vcardModuleVOList: modules,
    isStockCompany: extra.isStockCompany,
    ...extra.relation,
    isOwner: isOwner(row, viewer),
  };
}

/** The payload of a forwarded card (spec 2 §3 Forward payload), masked like every card answer. */
export function presentForward(
  row: CardRow,
  viewer: ViewerId,
  account: { imAccount: string; accountName: string; accountAvatar: string },
): ForwardPayload {
  const card = presentCard(row, viewer);
  return {
    ...account,
    id: card.id,
    name: card.userName,
    avatar: card.avatar || card.userCenterAvatar,
    company: card.orgName,
    dept: card.dept,
    post: card.post,
    email: card.email,
    phone: card.phone,
    address: card.address,
  };
}
