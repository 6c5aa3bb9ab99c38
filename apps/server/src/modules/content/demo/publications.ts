import {
  DEFAULT_CUSTOMER_CODE,
  PUBLICATION_SECTIONS,
  documentPlainText,
  documentSummary,
  type PublicationKindValue,
  type PublicationSectionValue,
  type RichDocument,
} from '@platform/contracts';
import type { Q } from '../../../db/kysely';
import { findPublication, insertPublication } from '../publications-repo';
import { demoCoverUrl } from './covers';

/**
 * The demo authors: organisation 200001 (lina admin, wangfang, liuyang), zhangwei's own space, the
 * operator and the paying organisation 200002 (chenjing).
 */
const AUTHORS = [
  { userId: '1000000000000000003', tenantId: '200001' },
  { userId: '1000000000000000004', tenantId: '200001' },
  { userId: '1000000000000000005', tenantId: '200001' },
  { userId: '1000000000000000002', tenantId: '100001' },
  { userId: '1000000000000000001', tenantId: '000000' },
  { userId: '1000000000000000007', tenantId: '200002' },
] as const;
/** The default customer's portal (localhost), where every demo author posts. */
const CUSTOMER = DEFAULT_CUSTOMER_CODE;
/** A fixed base, so the demo is the same on every start (activities are placed around the seed's day). */
const BASE = Date.parse('2026-11-01T02:00:00Z');
const DAY = 86_400_000;
const PER_SECTION = 24;

const THEMES = [
  { name: '新能源汽车', industry: 'C36', chain: 'NEV', node: '动力电池', region: '330100' },
  { name: '集成电路', industry: 'C39', chain: 'IC', node: '晶圆制造', region: '310000' },
  { name: '生物医药', industry: 'C27', chain: 'BIO', node: '创新药', region: '320500' },
  { name: '人工智能', industry: 'I65', chain: 'AI', node: '算力基础设施', region: '110000' },
  { name: '高端装备', industry: 'C34', chain: 'EQP', node: '工业机器人', region: '440300' },
  { name: '新材料', industry: 'C26', chain: 'MAT', node: '碳纤维', region: '370200' },
] as const;
const KINDS: PublicationKindValue[] = ['article', 'supply', 'demand', 'project', 'activity', 'policy'];
const TITLES: Record<PublicationKindValue, (t: string, n: number) => string> = {
  article: (t, n) => `${t}产业链第${n}期观察：上下游协同与区域布局`,
  supply: (t, n) => `供应信息｜${t}关键零部件产能开放（第${n}批）`,
  demand: (t, n) => `需求发布｜寻找${t}领域配套合作伙伴（${n}号）`,
  project: (t, n) => `${t}产业园重点招商项目（编号 ${n}）`,
  activity: (t, n) => `${t}产业对接会暨项目路演（第${n}场）`,
  policy: (t, n) => `政策解读：${t}产业扶持新政要点（${n}）`,
};

/** mulberry32: a small seeded random, so the demo is deterministic. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
function bodyOf(
  theme: string,
  node: string,
  kind: PublicationKindValue,
  picture: string | null,
): RichDocument {
  const figure = picture ? [{ type: 'image', attrs: { src: picture, alt: `${theme}产业链示意图` } }] : [];
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `${theme}：${node}环节` }] },
      ...figure,
      paragraph(
        `近年来，${theme}产业加速集聚，${node}环节的技术迭代与产能扩张成为区域竞争的焦点。本文梳理产业链上下游的最新进展与合作机会。`,
      ),
      {
        type: 'bulletList',
        content: [`龙头企业带动配套企业落地`, `公共服务平台降低研发成本`, `金融资本助力项目快速投产`].map(
          (text) => ({ type: 'listItem', content: [paragraph(text)] }),
        ),
      },
      paragraph(
        kind === 'activity'
          ? '欢迎产业链上下游企业、投资机构与园区代表报名参加，现场将安排项目路演与一对一对接。'
          : '如有合作意向，欢迎通过平台名片或私信与我们联系。',
      ),
    ],
  } as RichDocument;
}

const idOf = (n: number) => `81${String(n).padStart(17, '0')}`;

/** Every section ≥ 20 published publications of every kind, plus drafts and withdrawn ones. */
export async function seedDemoPublications(db: Q): Promise<boolean> {
  if (await findPublication(db, idOf(1))) return false;
  const rnd = random(20261101);
  const today = Math.floor(Date.now() / DAY) * DAY + 2 * 3_600_000;
  let n = 0;
  const sections: Array<PublicationSectionValue | null> = [...PUBLICATION_SECTIONS, null];
  for (const section of sections) {
    for (let i = 0; i < PER_SECTION; i++) {
      n++;
      const kind = KINDS[i % KINDS.length]!;
      const themeIndex = (i + n) % THEMES.length;
      const theme = THEMES[themeIndex]!;
      // Most carry a cover and a picture in the body; every fourth is text only (both looks shown).
      const cover = i % 4 === 3 ? null : demoCoverUrl(themeIndex);
      const author = AUTHORS[n % AUTHORS.length]!;
      // The last two of each section: a draft and a withdrawn one (every state on /publish/index).
      const status = i === PER_SECTION - 1 ? 'draft' : i === PER_SECTION - 2 ? 'withdrawn' : 'published';
      const posted = BASE - Math.floor(rnd() * 60 * DAY);
      // Activities sit around the day of the seed, so a new demo always has open and ended ones.
      const start = new Date(today + (Math.floor(i / 6) % 2 ? 1 : -1) * (7 + Math.floor(rnd() * 40)) * DAY);
      const publishedAt = new Date(
        kind === 'activity' ? Math.min(posted, start.getTime() - 14 * DAY) : posted,
      );
      const body = bodyOf(
        theme.name,
        theme.node,
        kind,
        kind === 'article' || kind === 'project' ? cover : null,
      );
      await insertPublication(db, {
        id: idOf(n),
        customer_code: CUSTOMER,
        tenant_id: author.tenantId,
        author_id: author.userId,
        kind,
        section,
        visibility: i % 5 === 4 ? 'signedIn' : 'public',
        status,
        title: TITLES[kind](theme.name, i + 1),
        cover,
        summary: documentSummary(body, 300),
        body: JSON.stringify(body),
        body_text: documentPlainText(body),
        attachments: '[]',
        tags: [theme.name, theme.node],
        industry_code: theme.industry,
        chain_code: theme.chain,
        region_code: kind === 'project' || kind === 'policy' || kind === 'activity' ? theme.region : null,
        project_amount: kind === 'project' ? Math.round(rnd() * 500 + 10) * 1_000_000 : null,
        activity_start: kind === 'activity' ? start : null,
        activity_end: kind === 'activity' ? new Date(start.getTime() + 8 * 3_600_000) : null,
        activity_place: kind === 'activity' ? `${theme.name}产业园国际会议中心` : null,
        activity_capacity: kind === 'activity' ? 50 + Math.floor(rnd() * 20) * 10 : null,
        registration_deadline: kind === 'activity' ? new Date(start.getTime() - DAY) : null,
        view_count: Math.floor(rnd() * 2000),
        published_at: status === 'draft' ? null : publishedAt,
        withdrawn_by: status === 'withdrawn' ? author.userId : null,
        created_at: new Date(publishedAt.getTime() - DAY),
        updated_at: publishedAt,
      });
    }
  }
  return true;
}
