import type { Route } from '../route';
import { SERVICE } from '../services';

const MAP = `${SERVICE.chain}/induchainMap`;
const USER = `${SERVICE.chain}/industrychain`;
const SHARE = `${SERVICE.chain}/induchainshare`;
const REL = `${SERVICE.chain}/relindustrycompany`;
const CLOUD = `${SERVICE.chain}/cloudentchain`;
const GROUP = `${SERVICE.chain}/usergroup`;
const INDEX = `${SERVICE.chain}/induindex`;

/** Chain service calls (spec 2 §7 Industry chain maps), paths verbatim after the service name. */
export const chainRoutes = {
  /** Invite record (spec 1 §4 Invite). */
  inviteSubmit: { method: 'POST', path: `${SERVICE.chain}/userinvitation/submit`, auth: 'user' },
  /** The chain catalogue (by industry class), with a keyword. */
  getInduClass: { method: 'POST', path: `${CLOUD}/getInduClass`, auth: 'public' },
  /** One chain: its node tree with the companies on each node. */
  getMapNodesById: { method: 'POST', path: `${MAP}/getMapNodesById`, auth: 'public' },
  /** The companies of entPage's filter as an .xlsx stream (binary, not an envelope). */
  entPageExport: { method: 'POST', path: `${MAP}/induChainMap-ent-page-export`, auth: 'user' },
  /** How many companies the tenant may still export. */
  exportCount: {
    method: 'GET',
    path: `${CLOUD}/getEntPageListExportCount`,
    auth: 'user',
  },
  /** Companies on a node (and the nodes under it), filtered and paged. */
  entPage: { method: 'POST', path: `${MAP}/induChainMap-ent-page`, auth: 'public' },

  /** Company counts of every node within a region. */
  nodeCounts: { method: 'POST', path: `${MAP}/indu-count-ent-number`, auth: 'public' },
  /** The provinces a chain's companies are in, with counts. */
  areaDict: { method: 'POST', path: `${MAP}/getAreaDictList`, auth: 'public' },
  /** A region's next level (cities of a province, counties of a city), with counts. */
  areaDictNext: { method: 'POST', path: `${MAP}/area-dict-next`, auth: 'public' },
  /** The strongest companies of a chain or node (capability score). */
  entRecommend: { method: 'POST', path: `${MAP}/getEntRecommendList`, auth: 'public' },
  /** The scope's leading technology fields. */
  technicalRecommend: { method: 'POST', path: `${MAP}/getTechnicalRecommendList`, auth: 'public' },
  /** The people leading the scope's strongest companies. */
  talentRecommend: { method: 'POST', path: `${MAP}/getTalentRecommendList`, auth: 'public' },
  /** A node's company filters with their counts. */
  searchConditions: { method: 'POST', path: `${MAP}/getEntSearchConditions`, auth: 'public' },
  /** A region condition's next level (a province's cities, a city's counties) with counts. */
  searchConditionsNext: {
    method: 'POST',
    path: `${CLOUD}/getEntSearchConditions-next-level`,
    auth: 'public',
  },
  /** Companies of a chain by name, with their nodes (the map's company search). */
  matchingEnterprise: { method: 'POST', path: `${MAP}/induChainMap-matching-enterprise`, auth: 'public' },
  /** The catalogue as a page. */
  chainPageList: { method: 'POST', path: `${CLOUD}/getInduChainPageList`, auth: 'public' },
  /** The export count again, as the company list's export asks for it. */
  exportRemain: { method: 'POST', path: `${CLOUD}/userEntListExportRemainCount`, auth: 'user' },

  // The chain index (chains the user opened) and follow groups.
  indexPage: { method: 'POST', path: `${INDEX}/page`, auth: 'user' },
  indexRemove: { method: 'POST', path: `${INDEX}/remove`, auth: 'user' },
  groupList: { method: 'POST', path: `${GROUP}/selectList`, auth: 'user' },
  groupSave: { method: 'POST', path: `${GROUP}/saveGroup`, auth: 'user' },
  groupUpdate: { method: 'POST', path: `${GROUP}/update`, auth: 'user' },
  groupRemove: { method: 'POST', path: `${GROUP}/remove`, auth: 'user' },
  /** Follow a company into groups, or stop following it. */
  followSave: { method: 'POST', path: `${SERVICE.chain}/userfollow/saveOrcancel`, auth: 'user' },

  // User chains: a copy of a data-set chain, or a new one, that its owner edits.
  /** Whether the user may edit chains, and how many they have. */
  editIdentity: { method: 'GET', path: `${MAP}/user-edit-map-identity`, auth: 'user' },
  /** How many more chains the user may make. */
  surplus: { method: 'GET', path: `${MAP}/surplus-match-num`, auth: 'user' },
  /** Create (no id) or replace a chain's name and node tree; company edits stay with their nodes. */
  userChainSave: { method: 'POST', path: `${USER}/save`, auth: 'user' },
  userChainSelect: { method: 'POST', path: `${USER}/selectinduchain`, auth: 'user' },
  userChainRemove: { method: 'POST', path: `${USER}/remove`, auth: 'user' },
  userChainCopy: { method: 'POST', path: `${USER}/copyinduchain`, auth: 'user' },
  userChainPage: { method: 'GET', path: `${USER}/page`, auth: 'user' },
  /** A user chain node's companies: for its owner, or with a live share's key. */
  userChainEntPage: { method: 'POST', path: `${USER}/ent-page`, auth: 'public' },
  saveLastChain: { method: 'POST', path: `${SERVICE.chain}/userlastinduchain/savelastindu`, auth: 'user' },
  /** Add a company to a node of one's chain, or remove one the data set placed there. */
  companyEdit: { method: 'POST', path: `${REL}/saveordeleteent`, auth: 'user' },
  /** Undo a company edit: the node shows the data set's placement again. */
  companyEditRemove: { method: 'POST', path: `${REL}/remove`, auth: 'user' },

  // Shares: a read-only link with a key, a view count, an end date, revocable.
  shareCreate: { method: 'POST', path: `${SHARE}/shareinduchain`, auth: 'user' },
  /** The shared chain, read-only, for anyone with the key. */
  shareInfo: { method: 'POST', path: `${SHARE}/searchshareinfo`, auth: 'public' },
  shareCheckKey: { method: 'POST', path: `${SHARE}/checksharekey`, auth: 'public' },
  shareAddView: { method: 'POST', path: `${SHARE}/addviewnum`, auth: 'public' },
  shareRemove: { method: 'POST', path: `${SHARE}/remove`, auth: 'user' },
  sharePage: { method: 'GET', path: `${SHARE}/page`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Chain-map calls the spec places under the algorithm service (spec 2 §7), served by the chain module. */
export const chainAlgorithmRoutes = {
  /** A node's pop-up: counts and its biggest companies. */
  popup: { method: 'POST', path: `${SERVICE.algorithm}/IndustryGraph-pop-up`, auth: 'public' },
} as const satisfies Record<string, Route>;

/** Chain-map calls the spec places under the bigdata service (spec 2 §7), served by the chain module. */
export const chainMapDataRoutes = {
  /** A node's description and its companies by province. */
  nodeDescription: {
    method: 'GET',
    path: `${SERVICE.bigdata}/bigdata-chainMap/chain-map-node-des`,
    auth: 'public',
  },
  /** A chain's (or node's) companies by region, status, capital and founding year. */
  statistics: {
    method: 'GET',
    path: `${SERVICE.bigdata}/induchain/chainMap-statistics-result`,
    auth: 'public',
  },
} as const satisfies Record<string, Route>;
