import type { Store } from '../../db/kysely';
import { userAvatars, usersByIds } from '../accounts';
import type { CardRow } from './presenter';
import type { StoredCard } from './repo';

type Db = Store['db'];

/** Cards with their owner's user-centre avatar (accounts), as the presenter shows them. */
export async function withOwnerAvatars(db: Db, rows: readonly StoredCard[]): Promise<CardRow[]> {
  const avatars = await userAvatars(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => ({ ...r, user_center_avatar: avatars.get(r.user_id) ?? null }));
}

/** One card with its owner's avatar, or undefined. */
export const withOwnerAvatar = async (db: Db, row: StoredCard | undefined): Promise<CardRow | undefined> =>
  row ? (await withOwnerAvatars(db, [row]))[0] : undefined;

/** Cards with their owner's avatar and account names (real name, nickname). */
export async function withOwnerNames(db: Db, rows: readonly StoredCard[]) {
  const owners = new Map(
    (
      await usersByIds(
        db,
        rows.map((r) => r.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((r) => {
    const owner = owners.get(r.user_id);
    return {
      ...r,
      user_center_avatar: owner?.avatar ?? null,
      owner_real_name: owner?.real_name ?? '',
      owner_nick_name: owner?.nick_name ?? '',
    };
  });
}
