import type { MessageTable } from '../messageTable';
import type { CustomerSource, ImportRowCode, StageKind, TimelineKind } from './schemas';

/** Messages of the 客户管理 workspace (docs/customers.md). */
export const CUSTOMERS_MESSAGES = {
  customerNotFound: { zh: '该客户不存在', en: 'No such customer' },
  customerManageOnly: {
    zh: '只有客户的负责人或组织管理员可以修改该客户',
    en: 'Only the customer’s owner or an organisation administrator may change this customer',
  },
  customersAdminOnly: {
    zh: '只有组织管理员可以分配客户',
    en: 'Only an organisation administrator may reassign customers',
  },
  customerDuplicate: {
    zh: '该企业已是本组织的客户',
    en: 'This company is already a customer of your organisation',
  },
  customersMax: {
    zh: '本组织的客户数量已达上限（100000 个）',
    en: 'Your organisation has the maximum of 100,000 customers',
  },
  customersMemberNotFound: {
    zh: '所选成员不属于本组织',
    en: 'The chosen member does not belong to your organisation',
  },
  customersCompanyNotFound: { zh: '所选企业不存在', en: 'The chosen company does not exist' },
  customersContactsMax: {
    zh: '每个客户最多 50 个联系人',
    en: 'A customer has at most 50 contacts',
  },
  contactNotFound: { zh: '该联系人不存在', en: 'No such contact' },
  contactCardUnavailable: {
    zh: '该名片不存在或未公开',
    en: 'This business card does not exist or is not public',
  },
  contactCardOtherCompany: {
    zh: '该名片不属于此客户的企业',
    en: 'This business card does not belong to the customer’s company',
  },
  contactCardLinked: {
    zh: '该名片已关联到此客户的联系人',
    en: 'This business card is already linked to a contact of this customer',
  },
  dealNotFound: { zh: '该商机不存在', en: 'No such deal' },
  dealStageNotFound: { zh: '该阶段不存在', en: 'No such stage' },
  dealStageInUse: {
    zh: '该阶段下还有商机，请先将商机移到其他阶段',
    en: 'Deals are still in this stage; move them to another stage first',
  },
  dealStagesAdminOnly: {
    zh: '只有组织管理员可以设置销售阶段',
    en: 'Only an organisation administrator may set the pipeline stages',
  },
  taskNotFound: { zh: '该任务不存在', en: 'No such task' },
  customersLeadNotFound: { zh: '所选线索不存在', en: 'The chosen lead does not exist' },
  customersImportFile: {
    zh: '请上传 .csv 或 .xlsx 文件（不超过 2MB，最多 5000 行）',
    en: 'Upload a .csv or .xlsx file (at most 2 MB and 5,000 rows)',
  },
  customersImportHeader: {
    zh: '文件的第一行须为表头：企业名称、统一社会信用代码、标签、联系人、职务、手机、邮箱',
    en: 'The first row must be the header: Company name, Credit code, Tags, Contact, Title, Mobile, Email',
  },
  customersImportRefused: {
    zh: '文件中有错误的行，未导入任何客户',
    en: 'Some rows are wrong, so no customer was imported',
  },
  savedViewNotFound: { zh: '该视图不存在', en: 'No such view' },
  savedViewOwnerOnly: {
    zh: '只有视图的创建人可以修改该视图',
    en: 'Only the view’s creator may change it',
  },
  savedViewRemoveOnly: {
    zh: '只有视图的创建人或组织管理员可以删除该视图',
    en: 'Only the view’s creator or an organisation administrator may delete it',
  },
  savedViewDuplicate: {
    zh: '你已有同名的视图，请换一个名称',
    en: 'You already have a view of this name; choose another',
  },
  savedViewsMax: {
    zh: '每个表格最多保存 20 个视图，请先删除不再使用的视图',
    en: 'You can keep at most 20 views of a table; delete one you no longer use first',
  },
  savedViewStateInvalid: {
    zh: '视图的筛选条件或列设置无效',
    en: 'The view’s filters or column settings are not valid',
  },
} as const satisfies MessageTable;

type Text = { zh: string; en: string };

/** Default stages by key (DEFAULT_DEAL_STAGES): the reader's language; the organisation's own stages show their name. */
export const DEFAULT_STAGE_TEXT: Record<string, Text> = {
  initial: { zh: '初步接洽', en: 'First contact' },
  needs: { zh: '需求确认', en: 'Needs confirmed' },
  quote: { zh: '方案报价', en: 'Proposal' },
  negotiation: { zh: '商务谈判', en: 'Negotiation' },
  won: { zh: '赢单', en: 'Won' },
  lost: { zh: '输单', en: 'Lost' },
};

export const STAGE_KIND_TEXT: Record<StageKind, Text> = {
  open: { zh: '进行中', en: 'Open' },
  won: { zh: '赢单', en: 'Won' },
  lost: { zh: '输单', en: 'Lost' },
};

export const CUSTOMER_SOURCE_TEXT: Record<CustomerSource, Text> = {
  manual: { zh: '手动录入', en: 'Entered' },
  data: { zh: '企业库', en: 'Company data' },
  lead: { zh: '线索转化', en: 'From a lead' },
  import: { zh: '导入', en: 'Imported' },
  card: { zh: '名片', en: 'Business card' },
  chat: { zh: '聊天', en: 'Chat' },
};

/** The timeline's kinds; `{param}` is replaced by the activity's param of that name. */
export const TIMELINE_TEXT: Record<TimelineKind, Text> = {
  note: { zh: '备注', en: 'Note' },
  call: { zh: '电话', en: 'Call' },
  meeting: { zh: '会议', en: 'Meeting' },
  visit: { zh: '拜访', en: 'Visit' },
  email: { zh: '邮件', en: 'Email' },
  created: { zh: '创建了客户', en: 'Created the customer' },
  stage: { zh: '商机「{deal}」进入阶段：{stage}', en: 'Deal “{deal}” moved to {stage}' },
  lead: { zh: '由线索名单「{list}」转化', en: 'Converted from the lead list “{list}”' },
  task: { zh: '完成任务：{task}', en: 'Finished the task: {task}' },
  owner: { zh: '负责人变更为 {owner}', en: 'Owner changed to {owner}' },
  deal: { zh: '新建商机「{deal}」', en: 'New deal “{deal}”' },
  chat: { zh: '与 {contact} 沟通（在线消息）', en: 'Messaged {contact} online' },
  card: { zh: '与 {contact} 交换名片', en: 'Exchanged business cards with {contact}' },
};

/** A `card` entry by how the card came (its `via` param); `exchange` is TIMELINE_TEXT.card. */
export const CARD_EVENT_TEXT: Record<'exchange' | 'folder', Text> = {
  exchange: TIMELINE_TEXT.card,
  folder: {
    zh: '将 {contact} 的名片存入名片夹',
    en: 'Saved the business card of {contact} to the card folder',
  },
};

export const IMPORT_ROW_TEXT: Record<ImportRowCode, Text> = {
  nameMissing: { zh: '缺少企业名称', en: 'The company name is missing' },
  nameTooLong: { zh: '企业名称过长（最多 100 字）', en: 'The company name is too long (100 at most)' },
  creditCodeInvalid: { zh: '统一社会信用代码不正确', en: 'The credit code is not valid' },
  phoneInvalid: { zh: '手机号码格式不正确', en: 'The mobile number is not valid' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The email address is not valid' },
  duplicateInFile: { zh: '与文件中前面的行重复', en: 'Repeats an earlier row of the file' },
  duplicateCustomer: { zh: '已是本组织的客户', en: 'Already a customer of your organisation' },
  tagsInvalid: {
    zh: '标签最多 10 个，每个不超过 20 字，用顿号或逗号分隔',
    en: 'At most 10 tags of 20 characters, separated by 、 or commas',
  },
};
