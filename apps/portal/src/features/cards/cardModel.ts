import { ModuleCode } from '@platform/contracts/constants';
import type { CardDetail, SaveCardInput } from '@platform/contracts/vcard';
import { CHANGE_TAG_MODULE, type ChangeTagCode } from '@platform/contracts/vcard/content';

/** Which upload an editor field sends (the upload service's kinds). */
export type UploadKind = 'avatar' | 'image' | 'video';
export interface Attach {
  urlAddr: string;
  name?: string;
}
export interface CustomDynamic {
  id?: string;
  title: string;
  publishDt: string;
  content: string;
  isSys: 0 | 1;
}

/**
 * One module in the editor. `value` is the content in the form the editor works with (text for the
 * text codes, a list or object for the others); `toContent` turns it into the stored string.
 */
export interface EditorModule {
  key: string;
  id?: string;
  moduleCode: number;
  moduleName: string;
  ifDisplay: number;
  removable?: boolean;
  value: unknown;
}

/** The editor's whole state: header fields, switches and modules. */
export interface CardForm {
  id?: string;
  type: 1 | 2;
  orgId: string;
  orgName: string;
  userName: string;
  nickName: string;
  avatar: string;
  post: string;
  dept: string;
  phone: string;
  email: string;
  address: string;
  encrypt: boolean;
  ifOpened: boolean;
  /** The linked enterprise is listed (from its detail), so the stock module shows. */
  isStockCompany: boolean;
  modules: EditorModule[];
}

export const TEXT_CODES = new Set<number>([ModuleCode.BULLETS, ModuleCode.BUSINESS_SCOPE]);
export const isTextCode = (code: number) => TEXT_CODES.has(code) || code >= ModuleCode.CUSTOM_MIN;
export const TAG_CODES = new Set<number>([6, 7, 8, 9]);

export const emptyForm = (): CardForm => ({
  type: 2,
  orgId: '',
  orgName: '',
  userName: '',
  nickName: '',
  avatar: '',
  post: '',
  dept: '',
  phone: '',
  email: '',
  address: '',
  encrypt: true,
  ifOpened: true,
  isStockCompany: false,
  modules: [],
});

/** A new card: an enterprise card with a profile (1) and the linked enterprise (2). */
export const newCardForm = (nameOf: (code: number) => string): CardForm => ({
  ...emptyForm(),
  modules: [1, 2].map((code) => ({
    key: `m-${code}`,
    moduleCode: code,
    moduleName: nameOf(code),
    ifDisplay: 1,
    removable: true,
    value: code === 1 ? '' : {},
  })),
});

/** An empty value of the code's editor. */
export function emptyValue(code: number): unknown {
  if (isTextCode(code)) return '';
  if (code === ModuleCode.REGION_INFO || code === ModuleCode.LINKED_ENTERPRISE || code === ModuleCode.STOCK)
    return {};
  return [];
}

/** A stored content string as the editor value for its code. */
export function valueOf(code: number, content: string): unknown {
  if (isTextCode(code)) return content;
  if (!content.trim()) return emptyValue(code);
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return emptyValue(code);
  }
}

/** The editor value as the content string the contract wants ('' for empty). */
export function toContent(code: number, value: unknown): string {
  if (isTextCode(code)) return typeof value === 'string' ? value : '';
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.length ? JSON.stringify(value) : '';
  if (typeof value === 'object') return Object.keys(value).length ? JSON.stringify(value) : '';
  return '';
}

/** Tag names of a tag module value (strings or { tagName } items). */
export function tagNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((t) =>
      typeof t === 'string' ? t : String((t as { tagName?: unknown; industryName?: unknown }).tagName ?? ''),
    )
    .filter(Boolean);
}

/** A comma (or 、) list as distinct tag names. */
export const splitTags = (text: string | null | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[,，、]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function cardToForm(card: CardDetail): CardForm {
  return {
    id: card.id,
    type: card.type === 1 ? 1 : 2,
    orgId: card.orgId,
    orgName: card.orgName,
    userName: card.userName,
    nickName: card.nickName,
    avatar: card.avatar,
    post: card.post,
    dept: card.dept,
    phone: card.phone,
    email: card.email,
    address: card.address,
    encrypt: card.encrypt,
    ifOpened: card.ifOpened,
    isStockCompany: card.isStockCompany,
    modules: [...card.vcardModuleVOList]
      .sort((a, b) => a.sort - b.sort)
      .map((m) => ({
        key: `m-${m.moduleCode}`,
        id: m.id,
        moduleCode: m.moduleCode,
        moduleName: m.moduleName,
        ifDisplay: m.ifDisplay,
        removable: true,
        value: valueOf(m.moduleCode, m.content),
      })),
  };
}

/** The save/update body; only the modules that fit the card type travel. */
export function formToInput(form: CardForm): SaveCardInput & { id?: string } {
  return {
    ...(form.id ? { id: form.id } : {}),
    type: form.type,
    orgId: form.orgId,
    orgName: form.orgName.trim(),
    userName: form.userName.trim(),
    nickName: form.nickName.trim(),
    avatar: form.avatar,
    post: form.post.trim(),
    dept: form.dept.trim(),
    phone: form.phone.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    encrypt: form.encrypt,
    ifOpened: form.ifOpened,
    vcardModuleDTOList: form.modules.map((m) => ({
      moduleCode: m.moduleCode,
      moduleName: m.moduleName,
      ifDisplay: m.ifDisplay === 1 ? 1 : 0,
      content: toContent(m.moduleCode, m.value),
    })),
  };
}

/** The linked company of a form (module 2), if any. */
export function linkedCompanyId(modules: readonly { moduleCode: number; value: unknown }[]): string {
  const linked = modules.find((m) => m.moduleCode === ModuleCode.LINKED_ENTERPRISE)?.value;
  return linked && typeof linked === 'object'
    ? String((linked as { companyId?: string }).companyId ?? '')
    : '';
}

/** The tag module a reminder change code fills, and the name it shows. */
export function reminderTarget(code: ChangeTagCode, tagName: string): { moduleCode: number; name: string } {
  let name = tagName;
  if (code === 'industrLayoutList') {
    try {
      name = (JSON.parse(tagName) as Array<{ industryName?: string }>)[0]?.industryName ?? tagName;
    } catch {
      name = tagName;
    }
  }
  return { moduleCode: CHANGE_TAG_MODULE[code], name };
}

// ---------------------------------------------------------------- the view-card draft (spec 2 §2)

/** The locally stored view-card draft: what the editor's Preview shows. */
export const VIEW_CARD_DRAFT_KEY = 'platform-viewCardDraft';

export interface ViewCardDraft {
  id: string;
  type: 1 | 2;
  orgId: string;
  orgName: string;
  userName: string;
  nickName: string;
  avatar: string;
  post: string;
  dept: string;
  phone: string;
  email: string;
  address: string;
  ifOpened: boolean;
  isStockCompany: boolean;
  vcardModuleDTOList: Array<{ moduleCode: number; moduleName: string; ifDisplay: number; content: string }>;
}

export function formToDraft(form: CardForm): ViewCardDraft {
  const input = formToInput(form);
  return {
    id: form.id ?? '',
    type: form.type,
    orgId: input.orgId ?? '',
    orgName: input.orgName,
    userName: input.userName,
    nickName: input.nickName,
    avatar: input.avatar,
    post: input.post,
    dept: input.dept,
    phone: input.phone,
    email: input.email,
    address: input.address,
    ifOpened: input.ifOpened,
    isStockCompany: form.isStockCompany,
    vcardModuleDTOList: input.vcardModuleDTOList,
  };
}

export function saveDraft(draft: ViewCardDraft) {
  localStorage.setItem(VIEW_CARD_DRAFT_KEY, JSON.stringify(draft));
}

/** The stored draft, or null when there is none or it is not a card. */
export function readDraft(): ViewCardDraft | null {
  try {
    const raw = localStorage.getItem(VIEW_CARD_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ViewCardDraft> | null;
    if (!draft || typeof draft !== 'object' || !Array.isArray(draft.vcardModuleDTOList)) return null;
    if (draft.type !== 1 && draft.type !== 2) return null;
    return draft as ViewCardDraft;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- filling modules

/** Sets a module's value, adding the module (shown) when the card has none of that code. */
export function upsertModule(
  modules: EditorModule[],
  code: number,
  name: string,
  value: unknown,
): EditorModule[] {
  if (modules.some((m) => m.moduleCode === code))
    return modules.map((m) => (m.moduleCode === code ? { ...m, value } : m));
  const module = {
    key: `m-${code}`,
    moduleCode: code,
    moduleName: name,
    ifDisplay: 1,
    removable: true,
    value,
  };
  // A new module goes before dynamics (14), which stays last.
  const at = modules.findIndex((m) => m.moduleCode === ModuleCode.DYNAMICS);
  return at < 0 ? [...modules, module] : [...modules.slice(0, at), module, ...modules.slice(at)];
}

/** What the editor reads from the linked company's detail. */
export interface CompanyFacts {
  companyId: string;
  companyName: string;
  industries: string[];
  techFieldTags: string;
  qualificationTags: string;
  serviceAndProductTags: string;
  businessScope: string;
  listed: boolean;
}

/**
 * Links a company to an enterprise card: organisation name, module 2, tag modules 6–9, business
 * scope (10) and, for a listed company, the stock module (17); an unlisted one loses module 17.
 */
export function fillFromCompany(
  form: CardForm,
  facts: CompanyFacts,
  nameOf: (code: number) => string,
): CardForm {
  let modules = upsertModule(form.modules, ModuleCode.LINKED_ENTERPRISE, nameOf(2), {
    companyId: facts.companyId,
    companyName: facts.companyName,
  });
  const fills: Array<[number, unknown]> = [
    [ModuleCode.TAGS_6, [...new Set(facts.industries.filter(Boolean))]],
    [ModuleCode.TAGS_7, splitTags(facts.techFieldTags)],
    [ModuleCode.TAGS_8, splitTags(facts.qualificationTags)],
    [ModuleCode.TAGS_9, splitTags(facts.serviceAndProductTags)],
    [ModuleCode.BUSINESS_SCOPE, facts.businessScope],
  ];
  for (const [code, value] of fills) modules = upsertModule(modules, code, nameOf(code), value);
  modules = facts.listed
    ? upsertModule(modules, ModuleCode.STOCK, nameOf(ModuleCode.STOCK), { companyId: facts.companyId })
    : modules.filter((m) => m.moduleCode !== ModuleCode.STOCK);
  return { ...form, orgName: facts.companyName, isStockCompany: facts.listed, modules };
}

/** Region info (module 3) from a picked region: code, name and full name; typed fields stay. */
export function fillRegion(
  form: CardForm,
  region: { code: string; names: string[] },
  nameOf: (code: number) => string,
): CardForm {
  const current = form.modules.find((m) => m.moduleCode === ModuleCode.REGION_INFO)?.value;
  const value = {
    ...(current && typeof current === 'object' ? current : {}),
    regionCode: region.code,
    regionName: region.names[region.names.length - 1] ?? '',
    regionFullname: region.names.join(''),
  };
  return { ...form, modules: upsertModule(form.modules, ModuleCode.REGION_INFO, nameOf(3), value) };
}
