import type { Route } from '../route';
import { SERVICE } from '../services';

const MAP = `${SERVICE.chain}/induchainMap`;

/** Chain service calls (spec 2 §7 Industry chain maps), paths verbatim after the service name. */
export const chainRoutes = {
  /** Invite record (spec 1 §4 Invite). */
  inviteSubmit: { method: 'POST', path: `${SERVICE.chain}/userinvitation/submit`, auth: 'user' },
  /** The chain catalogue (by industry class), with a keyword. */
  getInduClass: { method: 'POST', path: `${SERVICE.chain}/cloudentchain/getInduClass`, auth: 'public' },
  /** One chain: its node tree with the companies on each node. */
  getMapNodesById: { method: 'POST', path: `${MAP}/getMapNodesById`, auth: 'public' },
  /** The companies of entPage's filter as an .xlsx stream (binary, not an envelope). */
  entPageExport: { method: 'POST', path: `${MAP}/induChainMap-ent-page-export`, auth: 'user' },
  /** How many companies the tenant may still export. */
  exportCount: {
    method: 'GET',
    path: `${SERVICE.chain}/cloudentchain/getEntPageListExportCount`,
    auth: 'user',
  },
  /** Companies on a node (and the nodes under it), filtered and paged. */
  entPage: { method: 'POST', path: `${MAP}/induChainMap-ent-page`, auth: 'public' },
} as const satisfies Record<string, Route>;

/** Chain-map calls the spec places under the bigdata service (spec 2 §7), served by the chain module. */
export const chainMapDataRoutes = {
  /** A node's description and its companies by province. */
  nodeDescription: {
    method: 'GET',
    path: `${SERVICE.bigdata}/bigdata-chainMap/chain-map-node-des`,
    auth: 'public',
  },
} as const satisfies Record<string, Route>;
