import { storableUrl } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import { colleagueIdsAmong, usersByIds } from '../accounts';
import { sensitiveWordsIn } from '../content';
import { friendIdsAmong } from '../social';
import { dictionaryValues } from '../system';

type Db = Store['db'];

export interface ChatUserRow {
  id: string;
  real_name: string;
  nick_name: string;
  account: string;
  avatar: string;
}

export const displayName = (u: Pick<ChatUserRow, 'real_name' | 'nick_name' | 'account'>) =>
  u.real_name || u.nick_name || u.account;

/** Spec 1 §5: an avatar is used only when it starts with http, https or //; else the client's default. */
export const safeAvatar = (url: string) => (storableUrl(url) ? url : '');

/** Active users among ids (accounts). */
export const findUsers = async (db: Db, ids: readonly string[]): Promise<ChatUserRow[]> =>
  (await usersByIds(db, ids, { activeOnly: true })).map(({ id, real_name, nick_name, account, avatar }) => ({
    id,
    real_name,
    nick_name,
    account,
    avatar,
  }));

/**
 * Friends or colleagues of userId among others: friends in either direction made in any tenant (a
 * friendship is between two people, wherever one of them added the other; hence the unscoped
 * instance, callers name why), colleagues in any organisation tenant they share.
 */
export async function contactsAmong(
  db: Db,
  unscoped: Store['unscoped'],
  userId: string,
  others: readonly string[],
): Promise<Set<string>> {
  const [friends, colleagues] = await Promise.all([
    friendIdsAmong({ eitherWayAnyTenant: unscoped }, userId, others),
    colleagueIdsAmong(db, userId, others, 'sharedOrganisation'),
  ]);
  return new Set([...friends, ...colleagues]);
}

/** The service accounts of the system dictionary `customer_service_account_list` (values may list several, comma-separated). */
export async function serviceAccounts(db: Db): Promise<Set<string>> {
  const values = await dictionaryValues(db, 'customer_service_account_list');
  return new Set(values.flatMap((v) => v.split(/[,，\s]+/).filter(Boolean)));
}

/** The first sensitive word the text contains (the content module's list), or undefined. */
export const sensitiveWordIn = async (db: Db, text: string): Promise<string | undefined> =>
  (await sensitiveWordsIn(db, text))[0];
