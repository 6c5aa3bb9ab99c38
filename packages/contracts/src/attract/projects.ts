import { z } from 'zod';
import { endpoint } from '../envelope';
import type { MessageTable } from '../messageTable';
import type { Route } from '../route';
import { SERVICE } from '../services';
import { companyIdSchema } from '../bigdata/schemas';
import { calendarDateSchema } from '../leads/schemas';
import { attractRegionCodeSchema } from './analysis';

const P = `${SERVICE.preciseBusiness}/attract`;

/**
 * The 精准招商 projects pipeline (issue 27 item 4; docs/attract.md "Projects"): every target run as a
 * project from lead to production over the organisation's stages (线索 … 投产 by default), with its
 * team, records (visits, negotiations) with attachments, documents, next steps, a board, a table and
 * a monthly report by stage (.xlsx and PDF). Every call names the project's region (or the project,
 * whose region is checked) and passes the region check of the analysis (type 4 bought for it).
 */
export const attractProjectRoutes = {
  /** Members of the caller's organisation (owner and team pickers; query: regionCode). */
  members: { method: 'GET', path: `${P}/project/members`, auth: 'user' },
  /** The organisation's stages, in order (the eight defaults until it sets its own; query: regionCode). */
  stageList: { method: 'GET', path: `${P}/stage/list`, auth: 'user' },
  /** Replaces the stages (administrator); a stage holding projects cannot be left out. */
  stageSave: { method: 'POST', path: `${P}/stage/save`, auth: 'user' },

  /** The region's projects as a table (query: regionCode, keyword, stageId, ownerId, current, size). */
  projectPage: { method: 'GET', path: `${P}/project/page`, auth: 'user' },
  /** The board: the stages and the region's projects (query: regionCode, keyword, ownerId). */
  projectBoard: { method: 'GET', path: `${P}/project/board`, auth: 'user' },
  /** One project with its team, records, documents, next steps and stage history (query: projectId). */
  projectDetail: { method: 'GET', path: `${P}/project/detail`, auth: 'user' },
  /** A new project for a company of the data set (one open project per company and region). */
  projectCreate: { method: 'POST', path: `${P}/project/create`, auth: 'user' },
  /** Changes the project's figures, owner or team (its owner, team or an administrator). */
  projectUpdate: { method: 'POST', path: `${P}/project/update`, auth: 'user' },
  /** Moves a project to a stage; the stage's required data must be there (400 otherwise, nothing written). */
  projectMove: { method: 'POST', path: `${P}/project/move`, auth: 'user' },
  /** Deletes a project with its records, documents and steps (owner or administrator). */
  projectRemove: { method: 'POST', path: `${P}/project/remove`, auth: 'user' },

  /** Logs a visit, negotiation, call, meeting or note on a project, with attachments. */
  recordAdd: { method: 'POST', path: `${P}/project/record/add`, auth: 'user' },
  /** Adds documents (uploaded files) to a project. */
  documentAdd: { method: 'POST', path: `${P}/project/document/add`, auth: 'user' },
  /** Removes a document (or a record's attachment) from a project. */
  documentRemove: { method: 'POST', path: `${P}/project/document/remove`, auth: 'user' },

  /** Adds a next step (title, due date, assignee) to a project. */
  stepAdd: { method: 'POST', path: `${P}/project/step/add`, auth: 'user' },
  /** Marks a next step done, or open again. */
  stepDone: { method: 'POST', path: `${P}/project/step/done`, auth: 'user' },
  /** The caller's open next steps due today and overdue, every region (the badge). */
  stepDue: { method: 'GET', path: `${P}/project/step/due`, auth: 'user' },

  /** The region's monthly report of projects by stage (query: regionCode, month YYYY-MM). */
  report: { method: 'GET', path: `${P}/project/report`, auth: 'user' },
  /** That report as an .xlsx file (a file, not an envelope). */
  reportXlsx: { method: 'POST', path: `${P}/project/report/xlsx`, auth: 'user' },
  /** That report as a PDF drawn like the enterprise report (a file, not an envelope). */
  reportPdf: { method: 'POST', path: `${P}/project/report/pdf`, auth: 'user' },
} as const satisfies Record<string, Route>;

export const ATTRACT_PROJECT_LIMITS = {
  nameMax: 60,
  keywordMax: 40,
  pageSizeMax: 50,
  /** Projects the board answers (the rest through the table). */
  boardMax: 1000,
  /** Team members of one project (besides its owner). */
  teamMax: 20,
  stagesMin: 2,
  stagesMax: 15,
  stageNameMax: 12,
  /** 万元. */
  amountMax: 1e9,
  /** 亩. */
  landMax: 1e6,
  jobsMax: 1e7,
  recordTextMax: 2000,
  /** Records of one project answered with its detail (newest first). */
  recordsMax: 200,
  attachmentsMax: 5,
  attachmentNameMax: 100,
  /** Documents of one project. */
  documentsMax: 50,
  stepTitleMax: 100,
  /** Open steps of the due list. */
  dueMax: 100,
  /** Rows of the report's project list. */
  reportProjectsMax: 2000,
} as const;

/** Kinds a user logs on a project. */
export const PROJECT_RECORD_KINDS = ['visit', 'negotiation', 'call', 'meeting', 'note'] as const;
export type ProjectRecordKind = (typeof PROJECT_RECORD_KINDS)[number];
/**
 * Data a stage may require before a project enters it; entering a stage requires what it and every
 * earlier stage require (docs/attract.md "Stage rules").
 */
export const STAGE_REQUIREMENTS = ['chainNode', 'amount', 'record', 'negotiation', 'land', 'jobs'] as const;
export type StageRequirement = (typeof STAGE_REQUIREMENTS)[number];
export const PROJECT_SOURCES = ['suggest', 'manual'] as const;
export type ProjectSource = (typeof PROJECT_SOURCES)[number];

/** The eight default stages (线索、接洽、考察、谈判、签约、注册、建设、投产) and what each requires. */
export const DEFAULT_PROJECT_STAGES = [
  { key: 'lead', name: '线索', requires: [] },
  { key: 'contact', name: '接洽', requires: [] },
  { key: 'inspect', name: '考察', requires: ['record'] },
  { key: 'negotiate', name: '谈判', requires: [] },
  { key: 'signed', name: '签约', requires: ['amount', 'negotiation'] },
  { key: 'registered', name: '注册', requires: [] },
  { key: 'building', name: '建设', requires: ['land'] },
  { key: 'production', name: '投产', requires: ['jobs'] },
] as const satisfies readonly { key: string; name: string; requires: readonly StageRequirement[] }[];
export type DefaultProjectStageKey = (typeof DEFAULT_PROJECT_STAGES)[number]['key'];

export const ATTRACT_PROJECT_MESSAGES = {
  attractProjectNotFound: { zh: '项目不存在', en: 'No such project' },
  attractProjectExists: {
    zh: '该企业在本地区已有招商项目',
    en: 'This company already has a project in this region',
  },
  attractProjectForbidden: {
    zh: '只有项目负责人、项目成员或管理员可以修改该项目',
    en: 'Only the project owner, its team or an administrator may change this project',
  },
  attractProjectStageUnknown: { zh: '该阶段不存在', en: 'No such stage' },
  attractProjectStageRequires: {
    zh: '进入该阶段前请先补全',
    en: 'Before entering this stage, fill in',
  },
  attractProjectMemberUnknown: {
    zh: '所选人员不是本组织成员',
    en: 'A chosen person is not a member of your organisation',
  },
  attractProjectChainNodeUnknown: { zh: '该产业链环节不存在', en: 'No such chain link' },
  attractStageInUse: {
    zh: '该阶段中还有项目，不能删除',
    en: 'This stage still holds projects and cannot be removed',
  },
  attractStageAdminOnly: { zh: '只有管理员可以设置项目阶段', en: 'Only an administrator may set the stages' },
  attractProjectFileInvalid: {
    zh: '附件无效：请重新上传',
    en: 'An attachment is not valid: upload it again',
  },
  attractProjectDocumentsFull: {
    zh: '项目文档已达上限',
    en: 'The project has as many documents as it may hold',
  },
  attractProjectStepNotFound: { zh: '该下一步不存在', en: 'No such next step' },
  attractProjectDocumentNotFound: { zh: '该文档不存在', en: 'No such document' },
} satisfies MessageTable;

/** How the server names a missing requirement after attractProjectStageRequires (the detail, zh or en). */
export const STAGE_REQUIREMENT_WORDS: Record<StageRequirement, { zh: string; en: string }> = {
  chainNode: { zh: '产业链环节', en: 'chain link' },
  amount: { zh: '投资额', en: 'investment amount' },
  record: { zh: '至少一条跟进记录', en: 'at least one record' },
  negotiation: { zh: '至少一条谈判记录', en: 'at least one negotiation record' },
  land: { zh: '用地面积', en: 'land area' },
  jobs: { zh: '就业人数', en: 'jobs' },
};

// ------------------------------------------------------------------ schemas

/** bigint ids, as strings of digits. */
export const attractIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,19}$/, 'id must be digits');
const memberIdSchema = z.string().trim().min(1).max(32);
const L = ATTRACT_PROJECT_LIMITS;
const text = (max: number) => z.string().trim().max(max);
const amount = z.coerce.number().finite().min(0, 'amount must not be negative').max(L.amountMax);
const land = z.coerce.number().finite().min(0, 'land must not be negative').max(L.landMax);
const jobs = z.coerce.number().int('jobs must be whole').min(0).max(L.jobsMax);
const nodeCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{1,8}\d{2,10}$/, 'a node code is the chain code and digits');
const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');

export const attractRegionOnlyInput = z.object({ regionCode: attractRegionCodeSchema });

export const projectMemberSchema = z.object({ userId: z.string(), name: z.string(), isAdmin: z.boolean() });
export const projectMembersSchema = z.array(projectMemberSchema);

export const projectStageSchema = z.object({
  stageId: z.string(),
  /** A default stage's key (the portal names it in the reader's language); null for the organisation's own. */
  key: z.string().nullable(),
  name: z.string(),
  position: z.number().int(),
  requires: z.array(z.enum(STAGE_REQUIREMENTS)),
  /** Projects in it (every region of the organisation). */
  projects: z.number().int(),
});
export type ProjectStage = z.infer<typeof projectStageSchema>;
export const projectStagesSchema = z.array(projectStageSchema);
/** The whole list, in order; a stage left out is deleted (refused while projects are in it). */
export const projectStageSaveInput = z
  .object({
    regionCode: attractRegionCodeSchema,
    stages: z
      .array(
        z.object({
          stageId: attractIdSchema.optional(),
          name: text(L.stageNameMax).min(1, 'stage name is required'),
          requires: z.array(z.enum(STAGE_REQUIREMENTS)).max(STAGE_REQUIREMENTS.length).default([]),
        }),
      )
      .min(L.stagesMin)
      .max(L.stagesMax),
  })
  .refine((v) => new Set(v.stages.map((s) => s.name)).size === v.stages.length, {
    message: 'stage names must differ',
    path: ['stages'],
  })
  .refine(
    (v) => {
      const ids = v.stages.flatMap((s) => (s.stageId ? [s.stageId] : []));
      return new Set(ids).size === ids.length;
    },
    { message: 'a stage appears twice', path: ['stages'] },
  );
export type ProjectStageSaveInput = z.input<typeof projectStageSaveInput>;

export const projectStepSchema = z.object({
  stepId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  regionCode: z.string(),
  title: z.string(),
  dueOn: z.string(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** Open and due today or before (China Standard Time). */
  due: z.boolean(),
});
export type ProjectStep = z.infer<typeof projectStepSchema>;

export const attractProjectSchema = z.object({
  projectId: z.string(),
  regionCode: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The company's own region (where it is now). */
  companyArea: z.string(),
  chainNodeCode: z.string().nullable(),
  chainNodeName: z.string().nullable(),
  /** Planned investment, 万元. */
  amount: z.number().nullable(),
  /** Land, 亩. */
  land: z.number().nullable(),
  jobs: z.number().int().nullable(),
  stageId: z.string(),
  stageKey: z.string().nullable(),
  stageName: z.string(),
  stageChangedAt: z.string(),
  source: z.enum(PROJECT_SOURCES),
  ownerId: z.string(),
  ownerName: z.string(),
  teamIds: z.array(z.string()),
  records: z.number().int(),
  /** The first open next step (earliest due). */
  nextStep: projectStepSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may change it (owner, team or administrator). */
  canEdit: z.boolean(),
  /** The caller may delete it or change its owner (owner or administrator). */
  canManage: z.boolean(),
});
export type AttractProject = z.infer<typeof attractProjectSchema>;

export const projectFileSchema = z.object({
  documentId: z.string(),
  recordId: z.string().nullable(),
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  uploaderName: z.string(),
  createdAt: z.string(),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;
export const projectRecordSchema = z.object({
  recordId: z.string(),
  kind: z.enum(PROJECT_RECORD_KINDS),
  text: z.string(),
  /** The day it happened (China date). */
  happenedOn: z.string(),
  userId: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  attachments: z.array(projectFileSchema),
});
export type ProjectRecord = z.infer<typeof projectRecordSchema>;
export const projectMoveSchema = z.object({
  fromStageName: z.string().nullable(),
  toStageName: z.string(),
  userName: z.string(),
  movedAt: z.string(),
});
export const attractProjectDetailSchema = attractProjectSchema.extend({
  team: projectMembersSchema,
  recordList: z.array(projectRecordSchema),
  documents: z.array(projectFileSchema),
  steps: z.array(projectStepSchema),
  moves: z.array(projectMoveSchema),
});
export type AttractProjectDetail = z.infer<typeof attractProjectDetailSchema>;

const listFilters = {
  regionCode: attractRegionCodeSchema,
  keyword: text(L.keywordMax).optional(),
  /** A member's id, or `mine`. */
  ownerId: memberIdSchema.optional(),
};
export const projectPageInput = z.object({
  ...listFilters,
  stageId: attractIdSchema.optional(),
  current: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(L.pageSizeMax).default(10),
});
export type ProjectPageInput = z.input<typeof projectPageInput>;
export const projectPageSchema = z.object({
  records: z.array(attractProjectSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export const projectBoardInput = z.object(listFilters);
export const projectBoardSchema = z.object({
  stages: projectStagesSchema,
  projects: z.array(attractProjectSchema),
  truncated: z.boolean(),
});
export type ProjectBoard = z.infer<typeof projectBoardSchema>;
export const projectIdInput = z.object({ projectId: attractIdSchema });

const figures = {
  chainNodeCode: nodeCode.optional(),
  amount: amount.optional(),
  land: land.optional(),
  jobs: jobs.optional(),
};
/** From a company of the data set (a suggested target in one click, or chosen by hand). */
export const projectCreateInput = z.object({
  regionCode: attractRegionCodeSchema,
  companyId: companyIdSchema,
  source: z.enum(PROJECT_SOURCES).default('manual'),
  /** Defaults to the company's name. */
  name: text(L.nameMax).min(1).optional(),
  ...figures,
  ownerId: memberIdSchema.optional(),
  teamIds: z.array(memberIdSchema).max(L.teamMax).optional(),
});
export type ProjectCreateInput = z.input<typeof projectCreateInput>;
/** null clears a figure. */
export const projectUpdateInput = z.object({
  projectId: attractIdSchema,
  name: text(L.nameMax).min(1).optional(),
  chainNodeCode: nodeCode.nullable().optional(),
  amount: amount.nullable().optional(),
  land: land.nullable().optional(),
  jobs: jobs.nullable().optional(),
  ownerId: memberIdSchema.optional(),
  teamIds: z.array(memberIdSchema).max(L.teamMax).optional(),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateInput>;
export const projectMoveInput = z.object({ projectId: attractIdSchema, stageId: attractIdSchema });
export const projectChangedSchema = z.object({ changed: z.number().int() });

/** What the upload answered (its type found from the bytes); the name must say the same type. */
export const projectAttachmentInput = z.object({
  fileId: z.string().trim().uuid('fileId must be the id the upload answered'),
  name: text(L.attachmentNameMax).min(1),
  mime: z.string().trim().min(1).max(120),
  size: z.coerce.number().int().min(0),
});
export const projectRecordAddInput = z.object({
  projectId: attractIdSchema,
  kind: z.enum(PROJECT_RECORD_KINDS),
  text: text(L.recordTextMax).min(1, 'text is required'),
  happenedOn: calendarDateSchema.optional(),
  attachments: z.array(projectAttachmentInput).max(L.attachmentsMax).default([]),
});
export type ProjectRecordAddInput = z.input<typeof projectRecordAddInput>;
export const projectDocumentAddInput = z.object({
  projectId: attractIdSchema,
  files: z.array(projectAttachmentInput).min(1).max(L.attachmentsMax),
});
export const projectDocumentRemoveInput = z.object({
  projectId: attractIdSchema,
  documentId: attractIdSchema,
});

export const projectStepAddInput = z.object({
  projectId: attractIdSchema,
  title: text(L.stepTitleMax).min(1, 'title is required'),
  dueOn: calendarDateSchema,
  assigneeId: memberIdSchema.optional(),
});
export const projectStepDoneInput = z.object({ stepId: attractIdSchema, done: z.boolean() });
export const projectStepDueSchema = z.object({
  today: z.string(),
  dueToday: z.number().int(),
  overdue: z.number().int(),
  steps: z.array(projectStepSchema),
});
export type ProjectStepDue = z.infer<typeof projectStepDueSchema>;

export const projectReportInput = z.object({ regionCode: attractRegionCodeSchema, month: monthSchema });
export type ProjectReportInput = z.input<typeof projectReportInput>;
export const projectReportStageSchema = z.object({
  stageId: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  /** Projects in the stage at the month's end. */
  count: z.number().int(),
  /** Their planned investment, 万元. */
  amount: z.number(),
  /** Projects that entered the stage during the month. */
  entered: z.number().int(),
});
export const projectReportRowSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  companyName: z.string(),
  chainNodeName: z.string().nullable(),
  stageName: z.string(),
  amount: z.number().nullable(),
  land: z.number().nullable(),
  jobs: z.number().int().nullable(),
  ownerName: z.string(),
  /** Entered its stage during the month. */
  movedThisMonth: z.boolean(),
});
export const projectReportSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  month: z.string(),
  /** Projects existing at the month's end, created during it, and records logged during it. */
  total: z.number().int(),
  created: z.number().int(),
  recordsLogged: z.number().int(),
  totalAmount: z.number(),
  stages: z.array(projectReportStageSchema),
  projects: z.array(projectReportRowSchema),
  truncated: z.boolean(),
});
export type ProjectReport = z.infer<typeof projectReportSchema>;

const routes = attractProjectRoutes;
/** The 精准招商 projects calls (docs/attract.md "Projects"). */
export const attractProjectApi = {
  members: endpoint({ ...routes.members, input: attractRegionOnlyInput, output: projectMembersSchema }),
  stageList: endpoint({ ...routes.stageList, input: attractRegionOnlyInput, output: projectStagesSchema }),
  stageSave: endpoint({ ...routes.stageSave, input: projectStageSaveInput, output: projectStagesSchema }),
  projectPage: endpoint({ ...routes.projectPage, input: projectPageInput, output: projectPageSchema }),
  projectBoard: endpoint({ ...routes.projectBoard, input: projectBoardInput, output: projectBoardSchema }),
  projectDetail: endpoint({
    ...routes.projectDetail,
    input: projectIdInput,
    output: attractProjectDetailSchema,
  }),
  projectCreate: endpoint({
    ...routes.projectCreate,
    input: projectCreateInput,
    output: attractProjectDetailSchema,
  }),
  projectUpdate: endpoint({
    ...routes.projectUpdate,
    input: projectUpdateInput,
    output: attractProjectDetailSchema,
  }),
  projectMove: endpoint({
    ...routes.projectMove,
    input: projectMoveInput,
    output: attractProjectDetailSchema,
  }),
  projectRemove: endpoint({ ...routes.projectRemove, input: projectIdInput, output: projectChangedSchema }),
  recordAdd: endpoint({
    ...routes.recordAdd,
    input: projectRecordAddInput,
    output: attractProjectDetailSchema,
  }),
  documentAdd: endpoint({
    ...routes.documentAdd,
    input: projectDocumentAddInput,
    output: attractProjectDetailSchema,
  }),
  documentRemove: endpoint({
    ...routes.documentRemove,
    input: projectDocumentRemoveInput,
    output: attractProjectDetailSchema,
  }),
  stepAdd: endpoint({ ...routes.stepAdd, input: projectStepAddInput, output: attractProjectDetailSchema }),
  stepDone: endpoint({ ...routes.stepDone, input: projectStepDoneInput, output: attractProjectDetailSchema }),
  stepDue: endpoint({ ...routes.stepDue, input: z.object({}).strip(), output: projectStepDueSchema }),
  report: endpoint({ ...routes.report, input: projectReportInput, output: projectReportSchema }),
  /** Answers an .xlsx file; a refusal is an envelope. */
  reportXlsx: endpoint({ ...routes.reportXlsx, input: projectReportInput, output: z.unknown() }),
  /** Answers a PDF file; a refusal is an envelope. */
  reportPdf: endpoint({ ...routes.reportPdf, input: projectReportInput, output: z.unknown() }),
};
