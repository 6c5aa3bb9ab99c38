import sharp from 'sharp';
import type { Store } from '../../../db/kysely';
import { PAYING_ORG } from '../../../db/seed/demo-data';
import { todayInChina } from '../../../lib/china-time';
import { getChainNode } from '../../bigdata';
import * as projects from '../projects-repo';
import * as records from '../records-repo';
import { stages } from '../stages';

/**
 * The demo pipeline (docs/attract.md "Projects"): 陈静's organisation (200002, the 西湖区 政企通 desk,
 * type 4 bought for 杭州市西湖区 330106) runs 24 projects, three in each of the eight stages, made
 * over the last seven months, each having walked the stages before its own (the moves the monthly
 * report reads), with visits and negotiations (two with a site photo), figures as far as its stage
 * needs and next steps of which some are due today or overdue. Companies are the data set's first
 * active ones outside 西湖区 on a chain leaf. Once: a second start finds projects and changes nothing.
 */
export const DEMO_ATTRACT_PROJECTS = {
  tenantId: PAYING_ORG.tenantId,
  regionCode: '330106',
  perStage: 3,
} as const;

const DAY = 86_400_000;
const OWNERS = [PAYING_ORG.adminId, PAYING_ORG.zhouleiId, PAYING_ORG.sunliId];

/** The two site photos the records attach (fixed ids, so their URLs are stable). */
export const DEMO_PROJECT_PHOTOS = [
  { id: '6d1f7a52-8c3e-4b1a-9f0e-2a7c5b9e0001', name: '考察现场.png', colour: { r: 6, g: 89, b: 230 } },
  { id: '6d1f7a52-8c3e-4b1a-9f0e-2a7c5b9e0002', name: '签约仪式.png', colour: { r: 54, g: 179, b: 126 } },
] as const;

/** The photos as the files module's demo stores them (load.ts hands them to seedDemoImages). */
export async function demoProjectPhotos() {
  return Promise.all(
    DEMO_PROJECT_PHOTOS.map(async (p) => ({
      id: p.id,
      tenantId: DEMO_ATTRACT_PROJECTS.tenantId,
      userId: PAYING_ORG.adminId,
      name: p.name,
      mime: 'image/png',
      width: 320,
      height: 200,
      bytes: new Uint8Array(
        await sharp({ create: { width: 320, height: 200, channels: 3, background: p.colour } })
          .png()
          .toBuffer(),
      ),
    })),
  );
}

const VISITS = [
  '赴企业总部拜访，介绍西湖区产业政策与载体资源，企业有在长三角设立区域总部的意向。',
  '陪同企业高管考察紫金港科技城载体，对交通和人才配套评价较高。',
  '与企业投资部电话沟通，企业提出需要 8000 平方米研发及中试空间。',
];
const NEGOTIATIONS = [
  '就租金减免、人才公寓和研发补助进行第一轮谈判，双方对补助比例仍有分歧。',
  '第二轮谈判：确定首期投资规模和落地时间表，待企业董事会审议。',
];

export async function seedDemoAttractProjects(store: Store, now: Date = new Date()): Promise<boolean> {
  // eslint-disable-next-line no-restricted-syntax -- the demo seed writes the demo organisation's own rows
  const scope = store.forTenant(DEMO_ATTRACT_PROJECTS.tenantId);
  if (await projects.anyProject(scope)) return false;
  const all = await stages(scope);
  const count = all.length * DEMO_ATTRACT_PROJECTS.perStage;
  const targets = await projects.demoTargets(store.db, DEMO_ATTRACT_PROJECTS.regionCode, count);
  if (targets.length < count) return false;
  const photos = await demoProjectPhotos();
  for (const [i, c] of targets.entries()) {
    const reached = Math.floor(i / DEMO_ATTRACT_PROJECTS.perStage);
    const owner = OWNERS[i % OWNERS.length]!;
    const mate = OWNERS[(i + 1) % OWNERS.length]!;
    // Made 20 to 210 days ago; each stage reached ~12 days after the one before, the last within days.
    const madeDaysAgo = 20 + ((i * 37) % 190) + reached * 4;
    const made = new Date(now.getTime() - madeDaysAgo * DAY);
    const step = Math.max(1, Math.floor((madeDaysAgo - 2) / (reached + 1)));
    const at = (stage: number) => new Date(made.getTime() + stage * step * DAY);
    const node = getChainNode(c.node_code);
    const signedOrLater = reached >= 4;
    await scope.transaction(async (tx) => {
      const projectId = await projects.insertProject(tx, {
        regionCode: DEMO_ATTRACT_PROJECTS.regionCode,
        name: `${c.company_name}${reached >= 6 ? '生产基地' : '区域总部'}项目`.slice(0, 60),
        companyId: c.company_id,
        companyName: c.company_name,
        companyRegionCode: c.region_code,
        chainNodeCode: node?.code ?? null,
        chainNodeName: node?.name ?? null,
        amount: reached >= 3 ? 5000 + ((i * 2731) % 45) * 1000 : null,
        land: reached >= 5 ? 20 + ((i * 13) % 80) : null,
        jobs: reached >= 6 ? 80 + ((i * 47) % 400) : null,
        stageId: all[reached]!.id,
        source: i % 3 === 0 ? 'suggest' : 'manual',
        ownerId: owner,
        at: made,
      });
      await projects.setTeam(tx, projectId, [mate]);
      for (let s = 0; s <= reached; s++)
        await projects.insertMove(tx, {
          projectId,
          fromStageId: s === 0 ? null : all[s - 1]!.id,
          toStageId: all[s]!.id,
          userId: owner,
          at: at(s),
        });
      await projects.setStage(tx, projectId, all[reached]!.id, at(reached));
      // A visit from 接洽 on, negotiations from 谈判 on (签约 needs one).
      if (reached >= 1) {
        const day = todayInChina(at(Math.min(reached, 2)));
        const recordId = await records.insertRecord(tx, {
          projectId,
          kind: 'visit',
          text: VISITS[i % VISITS.length]!,
          happenedOn: day,
          userId: owner,
          at: at(Math.min(reached, 2)),
        });
        if (i === 7)
          await records.insertFiles(tx, projectId, recordId, owner, [
            {
              fileId: photos[0]!.id,
              name: photos[0]!.name,
              mime: 'image/png',
              size: photos[0]!.bytes.byteLength,
            },
          ]);
      }
      if (reached >= 3)
        for (const [n, text] of NEGOTIATIONS.slice(0, signedOrLater ? 2 : 1).entries()) {
          const recordId = await records.insertRecord(tx, {
            projectId,
            kind: 'negotiation',
            text,
            happenedOn: todayInChina(at(3 + n)),
            userId: mate,
            at: at(3 + n),
          });
          if (i === 13 && n === 1)
            await records.insertFiles(tx, projectId, recordId, mate, [
              {
                fileId: photos[1]!.id,
                name: photos[1]!.name,
                mime: 'image/png',
                size: photos[1]!.bytes.byteLength,
              },
            ]);
        }
      // Next steps of the open work: due today, overdue or ahead (the badge and the table's column).
      if (reached < all.length - 1) {
        const offset = [0, -2, 5, 12][i % 4]!;
        await records.insertStep(tx, {
          projectId,
          title: reached < 3 ? '安排企业高管来西湖区实地考察' : '推进协议条款并报区政府审议',
          dueOn: todayInChina(new Date(now.getTime() + offset * DAY)),
          assigneeId: owner,
          createdBy: owner,
          at: at(reached),
        });
      }
    });
  }
  return true;
}
