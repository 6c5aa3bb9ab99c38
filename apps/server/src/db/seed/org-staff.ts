import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { hashPassword } from '../../modules/accounts';

/**
 * 李娜's organisation (200001) grows to 12 staff for the organisation centre's demo
 * (docs/org-centre.md): nine colleagues beside 李娜, 王芳 and 刘洋, with the department and post
 * labels members had before the centre (the centre imports them as its tree and posts), and two
 * people who are not members yet: 郑凯 asked to join and waits, 钱程 was turned down. They sign in
 * by SMS only (a random password).
 */
export const ORG_STAFF = [
  { id: '1000000000000000101', name: '陈晓', dept: '市场部', post: '市场专员' },
  { id: '1000000000000000102', name: '杨帆', dept: '市场部', post: '区域经理' },
  { id: '1000000000000000103', name: '黄磊', dept: '招商部', post: '招商经理' },
  { id: '1000000000000000104', name: '吴婷', dept: '财务部', post: '财务主管' },
  { id: '1000000000000000105', name: '徐明', dept: '人事行政部', post: '人事专员' },
  { id: '1000000000000000106', name: '孙浩', dept: '研发部', post: '产品经理' },
  { id: '1000000000000000107', name: '马丽', dept: '研发部', post: '数据分析师' },
  { id: '1000000000000000108', name: '朱军', dept: '招商部', post: '招商专员' },
  { id: '1000000000000000109', name: '胡静', dept: '市场部', post: '市场专员' },
] as const;
export const ORG_APPLICANTS = [
  { id: '1000000000000000110', name: '郑凯' },
  { id: '1000000000000000111', name: '钱程' },
] as const;
const TENANT = '200001';

export async function seedOrgStaff(db: Db): Promise<boolean> {
  const first = ORG_STAFF[0];
  if ((await db.query('select 1 from users where id = $1', [first.id])).length) return false;
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  await db.transaction(async (tx) => {
    for (const [i, u] of [...ORG_STAFF, ...ORG_APPLICANTS].entries()) {
      const member = i < ORG_STAFF.length;
      await tx.query(
        `insert into users (id, account, phone, password_hash, real_name, nick_name, email, default_tenant_id)
         values ($1, $2, $3, $4, $5, $5, $6, $7)`,
        [
          u.id,
          `staff${i + 1}`,
          `1380000${String(100 + i + 1).padStart(4, '0')}`,
          passwordHash,
          u.name,
          `staff${i + 1}@yunqi-demo.cn`,
          member ? TENANT : null,
        ],
      );
      if (member && 'dept' in u)
        await tx.query(
          `insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin, dept_id, post_id, joined_at)
           values ($1, $2, 'member', 'member', false, $3, $4, now() - ($5 || ' days')::interval)`,
          [TENANT, u.id, u.dept, u.post, String(300 - i * 20)],
        );
    }
  });
  return true;
}
