import type { Store } from '../../../db/kysely';
import { bumpCollectCount, insertCollection } from '../collections-repo';
import { bumpCommentCount, insertComment } from '../comments-repo';
import { bumpLikeCount, insertLike } from '../likes-repo';
import { insertRegistration } from '../registrations-repo';
import type { Viewer } from '../publication-visibility';
import {
  commentExists,
  demoDynamics,
  fillActivity,
  readablePublished,
  takeDemoSeat,
} from './interactions-repo';

/**
 * Demo likes, collections (publications and company dynamics), comments with replies and
 * activity registrations on the demo publications (after the publications seed), so each demo
 * user's /control/praise and /control/collections are full and activities show registrants. Who
 * does what is decided by a hash of the user and the publication, and every time follows the
 * publication's own, so two runs on the same publications write the same rows; a later start adds
 * nothing once the first demo comment is there (and counters move only with a new row). Every third future activity with registrants is
 * made full (its capacity becomes its registrations).
 */

type DemoReader = Viewer & { userId: string; tenantId: string; name: string; phone: string; company: string };
/** Purchased sections are left out: the demo readers react to what every one of them may read. */
const demo = { sections: new Set<never>(), orgAdmin: false };
const READERS: DemoReader[] = [
  {
    userId: '1000000000000000002',
    tenantId: '100001',
    customerCode: '10000000',
    name: '张伟',
    phone: '13800000001',
    company: '张伟工作室',
    ...demo,
  },
  {
    userId: '1000000000000000003',
    tenantId: '200001',
    customerCode: '10000000',
    name: '李娜',
    phone: '13800000002',
    company: '杭州云栖智造科技有限公司',
    ...demo,
  },
  {
    userId: '1000000000000000004',
    tenantId: '200001',
    customerCode: '10000000',
    name: '王芳',
    phone: '13800000003',
    company: '杭州云栖智造科技有限公司',
    ...demo,
  },
  {
    userId: '1000000000000000005',
    tenantId: '200001',
    customerCode: '10000000',
    name: '刘洋',
    phone: '13800000004',
    company: '杭州云栖智造科技有限公司',
    ...demo,
  },
  {
    userId: '1000000000000000006',
    tenantId: '300001',
    customerCode: '20000001',
    name: '赵敏',
    phone: '13800000005',
    company: '星河咨询',
    ...demo,
  },
];

const COMMENTS = [
  '内容很详实，对我们的项目很有参考价值。',
  '请问这个项目目前还在对接合作方吗？',
  '已收藏，回头和团队一起研究一下。',
  '期待更多这方面的分享！',
  '数据很有说服力，能否提供一下来源？',
  '我们公司在这个领域也有布局，欢迎交流。',
  '写得很清楚，感谢分享。',
  '这个方向未来几年值得重点关注。',
];
const REPLIES = [
  '感谢关注，欢迎私信详细沟通。',
  '是的，目前仍在对接中，可以留个联系方式。',
  '谢谢支持，后续会持续更新。',
  '数据来自公开的行业统计，稍后补充链接。',
];
const NOTES = ['', '希望能安排交流环节', '两人参加', ''];

/** FNV-1a: a stable number from the strings. */
function hash(...parts: string[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const chance = (percent: number, ...parts: string[]) => hash(...parts) % 100 < percent;
const HOUR = 3_600_000;
const after = (t: Date | null, hours: number) =>
  new Date((t ? new Date(t).getTime() : Date.UTC(2026, 0, 1)) + hours * HOUR);

const COMMENT_ID_BASE = 7_300_000_000_000_000_000n;

/** Answers how many rows it added (0 when everything was there, or there are no publications). */
export async function seedDemoInteractions(store: Store): Promise<number> {
  // Seeded once: a later start leaves what the demo users undid undone.
  if (await commentExists(store.db, String(COMMENT_ID_BASE + 1n))) return 0;
  let added = 0;
  let commentNo = 0;
  const now = Date.now();
  const dynamics = await demoDynamics(store.db, 12);
  const activities = new Map<string, Awaited<ReturnType<typeof readablePublished>>[number]>();
  for (const reader of READERS) {
    // eslint-disable-next-line no-restricted-syntax -- the demo seed writes each demo tenant's own rows
    const scope = store.forTenant(reader.tenantId);
    const publications = await readablePublished(store.db, reader);
    for (const p of publications) {
      if (p.kind === 'activity') activities.set(p.id, p);
      if (p.author_id === reader.userId) continue;
      if (chance(45, 'like', reader.userId, p.id)) {
        const at = after(p.published_at, 1 + (hash('lt', reader.userId, p.id) % 72));
        await scope.transaction(async (tx) => {
          if (await insertLike(tx, reader.userId, 'publication', p.id, at)) {
            await bumpLikeCount(tx.db, p.id, 1);
            added++;
          }
        });
      }
      if (chance(30, 'collect', reader.userId, p.id)) {
        const at = after(p.published_at, 2 + (hash('ct', reader.userId, p.id) % 96));
        await scope.transaction(async (tx) => {
          if (await insertCollection(tx, reader.userId, 'publication', p.id, at)) {
            await bumpCollectCount(tx.db, p.id, 1);
            added++;
          }
        });
      }
      if (chance(25, 'comment', reader.userId, p.id)) {
        const topId = String(COMMENT_ID_BASE + BigInt(++commentNo));
        const replyId = String(COMMENT_ID_BASE + BigInt(++commentNo));
        const at = after(p.published_at, 3 + (hash('mt', reader.userId, p.id) % 48));
        await store.transaction(async (tx) => {
          const top = await insertComment(tx.db, {
            id: topId,
            publication_id: p.id,
            customer_code: reader.customerCode,
            tenant_id: reader.tenantId,
            author_id: reader.userId,
            parent_id: null,
            reply_to_user_id: null,
            body: COMMENTS[hash('mb', reader.userId, p.id) % COMMENTS.length]!,
            created_at: at,
          });
          if (top) {
            await bumpCommentCount(tx.db, p.id, 1);
            added++;
          }
          // The author answers every other comment.
          if (!chance(50, 'reply', reader.userId, p.id)) return;
          const reply = await insertComment(tx.db, {
            id: replyId,
            publication_id: p.id,
            customer_code: reader.customerCode,
            tenant_id: p.tenant_id,
            author_id: p.author_id,
            parent_id: topId,
            reply_to_user_id: reader.userId,
            body: REPLIES[hash('rb', reader.userId, p.id) % REPLIES.length]!,
            created_at: after(at, 2),
          });
          if (reply) {
            await bumpCommentCount(tx.db, p.id, 1);
            added++;
          }
        });
      }
      if (p.kind === 'activity' && chance(60, 'register', reader.userId, p.id)) {
        const at = after(p.published_at, 4 + (hash('rt', reader.userId, p.id) % 48));
        await store
          .transaction(async (tx) => {
            const stored = await insertRegistration(tx.db, {
              publication_id: p.id,
              user_id: reader.userId,
              customer_code: reader.customerCode,
              tenant_id: reader.tenantId,
              name: reader.name,
              phone: reader.phone,
              company: reader.company,
              note: NOTES[hash('rn', reader.userId, p.id) % NOTES.length]!,
              created_at: at,
            });
            if (!stored) return;
            // A full activity keeps its registrants as they are: roll the insert back.
            if (!(await takeDemoSeat(tx.db, p.id))) throw new FullActivity();
            added++;
          })
          .catch((err: unknown) => {
            if (!(err instanceof FullActivity)) throw err;
          });
      }
    }
    // Company dynamics: every reader collects and likes a few of the newest.
    for (const [i, d] of dynamics.entries()) {
      const id = String(d.id);
      if (chance(40, 'dyn-collect', reader.userId, id) || i === 0) {
        if (await insertCollection(scope, reader.userId, 'dynamic', id, after(d.publish_dt, 5))) added++;
      }
      if (chance(40, 'dyn-like', reader.userId, id)) {
        if (await insertLike(scope, reader.userId, 'dynamic', id, after(d.publish_dt, 3))) added++;
      }
    }
  }
  // Every third future activity that has registrants is full.
  const future = [...activities.values()]
    .filter((a) => a.activity_start && new Date(a.activity_start).getTime() > now)
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const [i, a] of future.entries()) if (i % 3 === 0) await fillActivity(store.db, a.id);
  return added;
}

class FullActivity extends Error {}
