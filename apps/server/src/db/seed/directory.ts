import { randomBytes } from 'node:crypto';
import { DEFAULT_CUSTOMER_CODE } from '@platform/contracts';
import { hashPassword } from '../../modules/accounts';
import type { Db } from '../db';

/**
 * The discover directory's demo organisations (docs/discover.md): three of each kind (government,
 * park, chamber or association, enterprise, financial institution) with four members each, so
 * /discoverHome/discoverIndex and /discoverMem/discoverMember are full after `npm start`. Fixed
 * ids and names; the members cannot log in (their password is a random secret nobody keeps).
 * The accounts rows are written here like the other demo accounts; the cards by the vcard demo,
 * the listings by the org demo (demo/load.ts runs the three).
 */

export interface DirectoryMember {
  id: string;
  account: string;
  name: string;
  post: string;
  dept: string;
  phone: string;
  email: string;
  isAdmin: boolean;
  /** An encrypted card shows its contacts masked to others; an open one in full. */
  encrypt: boolean;
}

export interface DirectoryOrg {
  tenantId: string;
  name: string;
  /** 1 government, 2 park, 3 chamber or association, 4 enterprise, 5 financial institution. */
  kind: number;
  region: string;
  industries: string[];
  intro: string;
  members: DirectoryMember[];
}

const ORGS: Array<Omit<DirectoryOrg, 'tenantId' | 'members'> & { domain: string }> = [
  {
    kind: 1,
    name: '杭州市滨江区投资促进局',
    region: '浙江省',
    industries: ['数字经济', '集成电路'],
    intro: '负责滨江区招商引资与重大项目落地服务。',
    domain: 'binjiang.gov.demo',
  },
  {
    kind: 1,
    name: '苏州工业园区经济发展委员会',
    region: '江苏省',
    industries: ['生物医药', '纳米技术'],
    intro: '统筹园区产业规划、项目招引与企业服务。',
    domain: 'sip.gov.demo',
  },
  {
    kind: 1,
    name: '合肥市高新区招商局',
    region: '安徽省',
    industries: ['人工智能', '量子信息'],
    intro: '聚焦人工智能与量子信息产业招商。',
    domain: 'hefei.gov.demo',
  },
  {
    kind: 2,
    name: '杭州未来科技城',
    region: '浙江省',
    industries: ['数字经济', '人工智能'],
    intro: '国家级海外高层次人才创新创业基地。',
    domain: 'fsc.park.demo',
  },
  {
    kind: 2,
    name: '张江科学城',
    region: '上海市',
    industries: ['集成电路', '生物医药'],
    intro: '以集成电路、生物医药和人工智能为主导产业。',
    domain: 'zhangjiang.park.demo',
  },
  {
    kind: 2,
    name: '深圳湾科技生态园',
    region: '广东省',
    industries: ['新一代信息技术', '人工智能'],
    intro: '面向科技企业的全生命周期产业空间。',
    domain: 'szbay.park.demo',
  },
  {
    kind: 3,
    name: '浙江省数字经济商会',
    region: '浙江省',
    industries: ['数字经济', '软件和信息服务'],
    intro: '汇聚全省数字经济企业，促进交流合作。',
    domain: 'zjde.org.demo',
  },
  {
    kind: 3,
    name: '江苏省新能源汽车产业协会',
    region: '江苏省',
    industries: ['新能源汽车', '动力电池'],
    intro: '服务新能源汽车全产业链会员单位。',
    domain: 'jsnev.org.demo',
  },
  {
    kind: 3,
    name: '广东省智能制造促进会',
    region: '广东省',
    industries: ['智能制造', '工业机器人'],
    intro: '推动智能制造技术推广与标准建设。',
    domain: 'gdim.org.demo',
  },
  {
    kind: 4,
    name: '宁波智芯半导体有限公司',
    region: '浙江省',
    industries: ['集成电路'],
    intro: '专注功率半导体器件的设计与制造。',
    domain: 'zhixin.ent.demo',
  },
  {
    kind: 4,
    name: '常州锂源新能源科技有限公司',
    region: '江苏省',
    industries: ['动力电池', '新能源汽车'],
    intro: '动力电池正极材料研发与生产。',
    domain: 'liyuan.ent.demo',
  },
  {
    kind: 4,
    name: '东莞精工机器人股份有限公司',
    region: '广东省',
    industries: ['工业机器人', '智能制造'],
    intro: '工业机器人整机与核心部件供应商。',
    domain: 'jinggong.ent.demo',
  },
  {
    kind: 5,
    name: '杭州科创产业投资基金',
    region: '浙江省',
    industries: ['数字经济', '人工智能'],
    intro: '投资早中期硬科技企业。',
    domain: 'kcfund.fin.demo',
  },
  {
    kind: 5,
    name: '苏州银行科技金融事业部',
    region: '江苏省',
    industries: ['生物医药', '智能制造'],
    intro: '为科技型中小企业提供投贷联动服务。',
    domain: 'szbank.fin.demo',
  },
  {
    kind: 5,
    name: '深圳湾区创业投资有限公司',
    region: '广东省',
    industries: ['新一代信息技术', '集成电路'],
    intro: '聚焦粤港澳大湾区科技创新企业。',
    domain: 'szvc.fin.demo',
  },
];

const SURNAMES = ['陈', '周', '吴', '郑', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗', '梁', '宋'];
const GIVEN = ['思远', '雅婷', '建国', '晓燕', '子涵', '志强'];
const ROLES: Array<[string, string]> = [
  ['主任', '综合办公室'],
  ['招商经理', '招商服务部'],
  ['产业研究员', '产业研究部'],
  ['企业服务专员', '企业服务部'],
];

/** Tenant 5100NN, users 10000000000051NNMM (NN the organisation, MM the member). */
export const DIRECTORY_ORGS: DirectoryOrg[] = ORGS.map(({ domain, ...o }, i) => {
  const nn = String(i + 1).padStart(2, '0');
  return {
    ...o,
    tenantId: `5100${nn}`,
    members: ROLES.map(([post, dept], j) => {
      const name = `${SURNAMES[i]!}${GIVEN[(i + j) % GIVEN.length]!}`;
      return {
        id: `100000000000051${nn}${String(j + 1).padStart(2, '0')}`,
        account: `dir${nn}${j + 1}`,
        name,
        post,
        dept,
        phone: `1390000${nn}${String(j + 1).padStart(2, '0')}`,
        email: `m${j + 1}@${domain}`,
        isAdmin: j === 0,
        encrypt: j !== 3,
      };
    }),
  };
});

/** Writes the directory's tenants, users and memberships once; answers whether it did. */
export async function seedDirectoryAccounts(db: Db): Promise<boolean> {
  const first = DIRECTORY_ORGS[0]!;
  if ((await db.query('select 1 from tenants where tenant_id = $1', [first.tenantId])).length) return false;
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  await db.transaction(async (tx) => {
    for (const o of DIRECTORY_ORGS) {
      await tx.query(
        'insert into tenants (tenant_id, tenant_name, tenant_type, customer_code) values ($1, $2, 2, $3)',
        [o.tenantId, o.name, DEFAULT_CUSTOMER_CODE],
      );
      for (const m of o.members) {
        await tx.query(
          `insert into users (id, account, phone, password_hash, real_name, nick_name, email, default_tenant_id)
           values ($1, $2, null, $3, $4, $4, $5, $6)`,
          [m.id, m.account, passwordHash, m.name, m.email, o.tenantId],
        );
        await tx.query(
          `insert into tenant_members (tenant_id, user_id, role_id, role_name, is_admin, dept_id, post_id)
           values ($1, $2, $3, $3, $4, $5, $6)`,
          [o.tenantId, m.id, m.isAdmin ? 'administrator' : 'member', m.isAdmin, m.dept, m.post],
        );
      }
    }
  });
  return true;
}
