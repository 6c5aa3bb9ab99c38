import { ModuleCode } from '@platform/contracts';
import type { Store } from '../../../db/kysely';
import * as repo from './seed-repo';

/** A member of a discover-directory demo organisation (db/seed/directory.ts). */
export interface DirectoryCardOwner {
  tenantId: string;
  orgName: string;
  userId: string;
  name: string;
  post: string;
  dept: string;
  phone: string;
  email: string;
  encrypt: boolean;
  intro: string;
}

const ID_BASE = 5_100_000_000_000_000_000n;

/**
 * One default card per directory member, kept in the member's organisation tenant (the discover
 * member list reads it there, masked by the presenter). Ids follow the user ids; runs once.
 */
export async function seedDirectoryCards(
  store: Store,
  owners: readonly DirectoryCardOwner[],
): Promise<boolean> {
  if (owners.length === 0) return false;
  const id = (o: DirectoryCardOwner) => String(ID_BASE + (BigInt(o.userId) % 1_000_000_000n));
  // eslint-disable-next-line no-restricted-syntax -- the seed checks its own rows in every tenant
  if (await repo.cardExistsAnyTenant(store.unscoped, id(owners[0]!))) return false;
  await store.transaction(async (tx) => {
    for (const o of owners) {
      // eslint-disable-next-line no-restricted-syntax -- the seed writes each demo tenant's own rows
      const scope = tx.forTenant(o.tenantId);
      const cardId = id(o);
      await repo.insertCardWithModules(
        scope,
        {
          id: cardId,
          user_id: o.userId,
          type: 2,
          org_name: o.orgName,
          company_id: null,
          region_code: null,
          user_name: o.name,
          post: o.post,
          dept: o.dept,
          phone: o.phone,
          email: o.email,
          encrypt: o.encrypt,
          is_default: true,
        },
        [
          {
            id: `${cardId}1`,
            vcard_id: cardId,
            module_code: ModuleCode.BULLETS,
            module_name: '机构简介',
            content: JSON.stringify(o.intro),
            sort: 0,
          },
        ],
      );
    }
  });
  return true;
}
