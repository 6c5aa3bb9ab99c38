import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** Rows the user owns in the caller's tenant. */
export async function ownCounts(scope: TenantScope, userId: string) {
  const [friends, cards, following] = await Promise.all([
    count(
      scope
        .selectFrom('im_friends')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('im_friends.user_id', '=', userId),
    ),
    count(
      scope
        .selectFrom('vcard_holder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vcard_holder.user_id', '=', userId),
    ),
    count(
      scope
        .selectFrom('user_attention')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_attention.user_id', '=', userId),
    ),
  ]);
  return { friends, cards, following };
}

/**
 * Follows of this user made in any tenant. Deliberately unscoped (spec: fans count wherever they
 * were made) and it hands back a number only, never a row.
 */
export function fansCount(unscoped: Kysely<Database>, userId: string): Promise<number> {
  return count(
    unscoped
      .selectFrom('user_attention')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target_user_id', '=', userId),
  );
}
