/**
 * Industry chains (产业链) as trees: level 1 is 上游/中游/下游, level 2 a segment, level 3 the leaf
 * nodes companies are placed on. Every leaf names the GB/T 4754 divisions whose companies work
 * there, so a company only sits on nodes that match its industry. The chain-map feature builds on
 * these codes: chain code + two digits per level (e.g. IC, IC02, IC0201, IC020103).
 */

export interface ChainNode {
  code: string;
  name: string;
  description: string;
  level: number; // 1 stream, 2 segment, 3 leaf
  parentCode: string; // the chain code for level 1
  /** GB/T 4754 divisions feeding this node (leaves only; empty for inner nodes). */
  divisions: readonly string[];
  children: readonly ChainNode[];
}
export interface IndustryChain {
  code: string;
  name: string;
  description: string;
  /** Industry words for the names of companies placed on this chain. */
  nameWords: readonly string[];
  nodes: readonly ChainNode[]; // level 1
}

type LeafDef = [name: string, divisions: string[], description?: string];
type SegmentDef = [name: string, description: string, leaves: LeafDef[]];
type StreamDef = [name: string, description: string, segments: SegmentDef[]];
interface ChainDef {
  code: string;
  name: string;
  description: string;
  nameWords: string[];
  streams: [StreamDef, StreamDef, StreamDef];
}

const DEFS: ChainDef[] = [
  {
    code: 'IC',
    name: '集成电路',
    description:
      '集成电路产业链：从EDA工具、半导体材料与设备，到芯片设计、晶圆制造、封装测试，再到终端应用。',
    nameWords: ['半导体', '微电子', '集成电路', '芯片科技', '电子'],
    streams: [
      [
        '上游',
        '设计工具、半导体材料与半导体设备',
        [
          [
            'EDA与IP核',
            '电子设计自动化工具与可复用的知识产权核',
            [
              ['EDA工具', ['65']],
              ['IP核', ['65']],
            ],
          ],
          [
            '半导体材料',
            '晶圆制造与封装所需的基础材料',
            [
              ['硅片', ['39']],
              ['光刻胶', ['26']],
              ['电子特气', ['26']],
              ['溅射靶材', ['32']],
              ['湿电子化学品', ['26']],
            ],
          ],
          [
            '半导体设备',
            '晶圆制造与封测环节的专用设备',
            [
              ['光刻设备', ['35']],
              ['刻蚀设备', ['35']],
              ['薄膜沉积设备', ['35']],
              ['量测检测设备', ['40', '35']],
            ],
          ],
        ],
      ],
      [
        '中游',
        '芯片设计、晶圆制造与封装测试',
        [
          [
            '芯片设计',
            '集成电路设计与版图',
            [
              ['处理器芯片', ['65']],
              ['存储芯片', ['65', '39']],
              ['模拟芯片', ['65']],
              ['功率半导体', ['39']],
            ],
          ],
          [
            '晶圆制造',
            '晶圆代工与特色工艺',
            [
              ['逻辑工艺代工', ['39']],
              ['特色工艺代工', ['39']],
            ],
          ],
          [
            '封装测试',
            '芯片封装与测试服务',
            [
              ['先进封装', ['39']],
              ['芯片测试', ['39', '74']],
            ],
          ],
        ],
      ],
      [
        '下游',
        '芯片的终端应用',
        [
          [
            '消费电子',
            '手机、电脑与可穿戴设备',
            [
              ['智能手机', ['39']],
              ['可穿戴设备', ['39']],
            ],
          ],
          ['汽车电子', '车载控制与电子系统', [['车载控制器', ['36', '39']]]],
          ['工业控制', '工业自动化控制系统', [['可编程控制器', ['40', '38']]]],
          ['通信设备', '通信网络设备', [['基站设备', ['39']]]],
        ],
      ],
    ],
  },
  {
    code: 'NEV',
    name: '新能源汽车',
    description:
      '新能源汽车产业链：锂资源与电池材料、电机电控，到动力电池与整车制造，再到充换电与后市场服务。',
    nameWords: ['新能源', '新能源汽车', '汽车科技', '动力科技', '电池'],
    streams: [
      [
        '上游',
        '原材料与核心零部件',
        [
          [
            '锂资源',
            '锂矿开采与锂盐加工',
            [
              ['锂矿采选', ['09']],
              ['锂盐加工', ['26', '32']],
            ],
          ],
          [
            '动力电池材料',
            '电池四大主材',
            [
              ['正极材料', ['26', '32']],
              ['负极材料', ['30']],
              ['电解液', ['26']],
              ['隔膜', ['29']],
            ],
          ],
          [
            '电机电控',
            '驱动电机与控制系统',
            [
              ['驱动电机', ['38']],
              ['电机控制器', ['38', '39']],
              ['功率模块', ['39']],
            ],
          ],
        ],
      ],
      [
        '中游',
        '动力电池、整车制造与智能网联',
        [
          [
            '动力电池',
            '电芯与电池系统',
            [
              ['电芯制造', ['38']],
              ['电池管理系统', ['38', '65']],
            ],
          ],
          [
            '整车制造',
            '新能源乘用车与商用车',
            [
              ['纯电动乘用车', ['36']],
              ['插电式混合动力汽车', ['36']],
              ['新能源商用车', ['36']],
            ],
          ],
          [
            '智能网联',
            '智能座舱与自动驾驶',
            [
              ['车载操作系统', ['65']],
              ['自动驾驶系统', ['65']],
              ['车载传感器', ['39', '40']],
            ],
          ],
        ],
      ],
      [
        '下游',
        '充换电、销售服务与回收',
        [
          [
            '充换电',
            '充电设施与换电服务',
            [
              ['充电桩', ['38']],
              ['充换电运营', ['44', '78']],
            ],
          ],
          [
            '销售与服务',
            '整车销售与维修保养',
            [
              ['新能源汽车销售', ['51', '52']],
              ['汽车维修保养', ['81']],
            ],
          ],
          ['动力电池回收', '退役电池梯次利用与再生', [['电池回收利用', ['42']]]],
          ['出行服务', '网约车与汽车租赁', [['汽车租赁', ['71', '54']]]],
        ],
      ],
    ],
  },
  {
    code: 'BIO',
    name: '生物医药',
    description:
      '生物医药产业链：研发外包与原料，到化学药、生物药、中药与医疗器械制造，再到医药流通与医疗服务。',
    nameWords: ['生物医药', '医药', '生物科技', '药业', '医疗科技'],
    streams: [
      [
        '上游',
        '研发服务与原料',
        [
          [
            '医药研发外包',
            '合同研发与合同生产服务',
            [
              ['合同研究组织', ['73']],
              ['合同研发生产组织', ['27']],
            ],
          ],
          [
            '原料药与中间体',
            '化学原料药与医药中间体',
            [
              ['化学原料药', ['27']],
              ['医药中间体', ['26']],
            ],
          ],
          [
            '生物试剂与耗材',
            '科研试剂、培养基与实验仪器',
            [
              ['生物试剂', ['26', '27']],
              ['实验仪器', ['40']],
            ],
          ],
        ],
      ],
      [
        '中游',
        '药品与医疗器械制造',
        [
          ['化学药', '化学药品制剂', [['化学药制剂', ['27']]]],
          [
            '生物药',
            '抗体、疫苗与细胞基因治疗',
            [
              ['单克隆抗体', ['27']],
              ['疫苗', ['27']],
              ['细胞与基因治疗', ['27', '73']],
            ],
          ],
          [
            '中药',
            '中药饮片与中成药',
            [
              ['中药饮片', ['27']],
              ['中成药', ['27']],
            ],
          ],
          [
            '医疗器械',
            '影像、诊断与医用耗材',
            [
              ['医学影像设备', ['35']],
              ['体外诊断', ['27', '35']],
              ['高值医用耗材', ['35']],
            ],
          ],
        ],
      ],
      [
        '下游',
        '医药流通与医疗服务',
        [
          [
            '医药流通',
            '医药批发与零售',
            [
              ['医药批发', ['51']],
              ['零售药店', ['52']],
            ],
          ],
          [
            '医疗服务',
            '医院与第三方检验',
            [
              ['专科医院', ['84']],
              ['第三方医学检验', ['84']],
            ],
          ],
          ['互联网医疗', '在线问诊与医药电商', [['在线问诊平台', ['64']]]],
        ],
      ],
    ],
  },
  {
    code: 'PV',
    name: '光伏',
    description: '光伏产业链：多晶硅、硅片与辅材，到电池片、组件与逆变器，再到光伏电站、储能与运维。',
    nameWords: ['光伏', '新能源', '光电', '能源科技', '太阳能'],
    streams: [
      [
        '上游',
        '硅料、硅片与辅材',
        [
          [
            '多晶硅',
            '工业硅与高纯多晶硅',
            [
              ['工业硅', ['32']],
              ['多晶硅料', ['39', '26']],
            ],
          ],
          [
            '硅片',
            '单晶拉棒与切片',
            [
              ['单晶硅棒', ['39']],
              ['硅片切割', ['39']],
            ],
          ],
          [
            '光伏辅材',
            '玻璃、浆料、胶膜与边框',
            [
              ['光伏玻璃', ['30']],
              ['导电银浆', ['26', '39']],
              ['封装胶膜', ['29']],
              ['铝边框', ['33']],
            ],
          ],
        ],
      ],
      [
        '中游',
        '电池片、组件与逆变器',
        [
          [
            '电池片',
            '晶硅电池片',
            [
              ['PERC电池', ['38']],
              ['TOPCon电池', ['38']],
              ['异质结电池', ['38']],
            ],
          ],
          ['光伏组件', '组件封装', [['组件封装', ['38']]]],
          [
            '逆变器与支架',
            '电力变换与支撑结构',
            [
              ['光伏逆变器', ['38']],
              ['光伏支架', ['33']],
            ],
          ],
        ],
      ],
      [
        '下游',
        '电站、储能与运维',
        [
          [
            '光伏电站',
            '集中式与分布式电站',
            [
              ['集中式光伏电站', ['44']],
              ['分布式光伏', ['44', '49']],
            ],
          ],
          ['储能', '电化学储能系统', [['电化学储能', ['38', '44']]]],
          ['运维服务', '电站运营维护', [['电站运维', ['74', '44']]]],
        ],
      ],
    ],
  },
  {
    code: 'AI',
    name: '人工智能',
    description: '人工智能产业链：算力、数据与传感器构成基础层，算法与平台构成技术层，行业应用构成应用层。',
    nameWords: ['智能科技', '人工智能', '智能', '科技', '数据科技'],
    streams: [
      [
        '上游',
        '基础层：算力、数据与感知',
        [
          [
            '算力',
            '人工智能芯片、服务器与数据中心',
            [
              ['人工智能芯片', ['65', '39']],
              ['服务器', ['39']],
              ['数据中心', ['64']],
            ],
          ],
          [
            '数据服务',
            '数据采集、标注与交易',
            [
              ['数据采集与标注', ['65']],
              ['数据交易服务', ['64']],
            ],
          ],
          [
            '智能传感器',
            '视觉与雷达传感器',
            [
              ['视觉传感器', ['39', '40']],
              ['毫米波雷达', ['39']],
            ],
          ],
        ],
      ],
      [
        '中游',
        '技术层：算法与平台',
        [
          [
            '机器学习平台',
            '深度学习框架与大模型',
            [
              ['深度学习框架', ['65']],
              ['大模型', ['65']],
            ],
          ],
          [
            '计算机视觉',
            '图像与视频理解',
            [
              ['图像识别', ['65']],
              ['视频分析', ['65']],
            ],
          ],
          [
            '智能语音与自然语言处理',
            '语音与语言技术',
            [
              ['语音识别', ['65']],
              ['机器翻译', ['65']],
            ],
          ],
        ],
      ],
      [
        '下游',
        '应用层：行业解决方案',
        [
          ['智能安防', '视频监控与安防系统', [['安防监控系统', ['39', '65']]]],
          ['智慧金融', '智能风控与投顾', [['智能风控', ['65', '69']]]],
          ['智慧医疗', '医学影像辅助诊断', [['医学影像辅助诊断', ['65', '84']]]],
          ['智能制造', '工业视觉与预测性维护', [['工业视觉检测', ['65', '35']]]],
        ],
      ],
    ],
  },
  {
    code: 'ROB',
    name: '工业机器人',
    description:
      '工业机器人产业链：减速器、伺服系统与控制器等核心零部件，到机器人本体制造，再到系统集成与行业应用。',
    nameWords: ['机器人', '智能装备', '自动化', '智能科技', '机电'],
    streams: [
      [
        '上游',
        '核心零部件',
        [
          [
            '减速器',
            '精密减速器',
            [
              ['RV减速器', ['34']],
              ['谐波减速器', ['34']],
            ],
          ],
          [
            '伺服系统',
            '伺服电机与驱动器',
            [
              ['伺服电机', ['38']],
              ['伺服驱动器', ['38']],
            ],
          ],
          ['控制器', '运动控制与示教', [['运动控制器', ['40', '39']]]],
        ],
      ],
      [
        '中游',
        '机器人本体制造',
        [
          [
            '多关节机器人',
            '六轴与协作机器人',
            [
              ['六轴机器人', ['34']],
              ['协作机器人', ['34']],
            ],
          ],
          [
            '平面与并联机器人',
            '平面关节型与并联机器人',
            [
              ['平面关节型机器人', ['34']],
              ['并联机器人', ['34']],
            ],
          ],
          ['移动机器人', '自动导引车与自主移动机器人', [['自动导引车', ['34', '35']]]],
        ],
      ],
      [
        '下游',
        '系统集成与应用',
        [
          [
            '系统集成',
            '机器人工作站与产线集成',
            [
              ['焊接机器人工作站', ['35', '34']],
              ['机器视觉集成', ['65']],
            ],
          ],
          [
            '行业应用',
            '汽车、电子、锂电与金属加工',
            [
              ['汽车整车制造应用', ['36']],
              ['电子制造应用', ['39']],
              ['锂电与光伏制造应用', ['38']],
              ['金属加工应用', ['33']],
            ],
          ],
        ],
      ],
    ],
  },
];

const two = (n: number): string => String(n).padStart(2, '0');

function buildChain(def: ChainDef): IndustryChain {
  const nodes: ChainNode[] = def.streams.map(([streamName, streamDesc, segments], i) => {
    const streamCode = `${def.code}${two(i + 1)}`;
    return {
      code: streamCode,
      name: streamName,
      description: streamDesc,
      level: 1,
      parentCode: def.code,
      divisions: [],
      children: segments.map(([segName, segDesc, leaves], j) => {
        const segCode = `${streamCode}${two(j + 1)}`;
        return {
          code: segCode,
          name: segName,
          description: segDesc,
          level: 2,
          parentCode: streamCode,
          divisions: [],
          children: leaves.map(([leafName, leafDivisions, leafDesc], k) => ({
            code: `${segCode}${two(k + 1)}`,
            name: leafName,
            description: leafDesc ?? `${def.name}产业链${streamName}${segName}环节的${leafName}`,
            level: 3,
            parentCode: segCode,
            divisions: leafDivisions,
            children: [],
          })),
        };
      }),
    };
  });
  return { code: def.code, name: def.name, description: def.description, nameWords: def.nameWords, nodes };
}

export const chains: readonly IndustryChain[] = DEFS.map(buildChain);

function walk(nodes: readonly ChainNode[], out: ChainNode[]): ChainNode[] {
  for (const n of nodes) {
    out.push(n);
    walk(n.children, out);
  }
  return out;
}

export interface ChainLeaf {
  chain: IndustryChain;
  node: ChainNode;
}

export const allChainNodes: readonly ChainNode[] = chains.flatMap((c) => walk(c.nodes, []));
const nodeByCode = new Map(allChainNodes.map((n) => [n.code, n]));
const chainByCode = new Map(chains.map((c) => [c.code, c]));
export const chainLeaves: readonly ChainLeaf[] = chains.flatMap((chain) =>
  walk(chain.nodes, [])
    .filter((n) => n.children.length === 0)
    .map((node) => ({ chain, node })),
);
const leavesByDivision = new Map<string, ChainLeaf[]>();
for (const leaf of chainLeaves) {
  for (const d of leaf.node.divisions) leavesByDivision.set(d, [...(leavesByDivision.get(d) ?? []), leaf]);
}

export function getChainNode(code: string): ChainNode | undefined {
  return nodeByCode.get(code);
}
export function getChain(code: string): IndustryChain | undefined {
  return chainByCode.get(code);
}
/** The chain a node code belongs to (codes start with the chain code). */
export function chainOfNode(code: string): IndustryChain | undefined {
  return chains.find((c) => code.startsWith(c.code) && /^\d+$/.test(code.slice(c.code.length)));
}
/** Leaves whose divisions include this GB/T 4754 division. */
export function leavesForDivision(division: string): readonly ChainLeaf[] {
  return leavesByDivision.get(division) ?? [];
}
/** Depth of a chain (number of node levels under the chain itself). */
export function chainDepth(chain: IndustryChain): number {
  const depth = (nodes: readonly ChainNode[]): number =>
    nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
  return depth(chain.nodes);
}
