/**
 * Patents of a company: for about 30 % of manufacturing and technology companies (most 高新技术企业,
 * many 专精特新 ones), a few otherwise. Titles follow the way Chinese patents are titled (一种…及其制备
 * 方法, …方法、装置、电子设备及存储介质, 一种便于拆装的…, a product name for a design) with the words of
 * the company's field; IPC symbols (Locarno classes for designs) fit the field; numbers are CNIPA
 * application numbers with their check character, unique in a dataset; the legal status follows
 * the dates (an invention is published within 18 months and examined for years, a utility model or
 * design is granted within a year, lapses after its term or when the company closes).
 */
import { patentCheckChar } from '../../reference';
import type { ChainLeaf } from '../../reference';
import type { Patent, PatentKind, PatentStatus } from '../../types';
import { addDays, formatDate, parseDate } from './calendar';
import type { Scale } from './financials';
import { personName } from './names';
import type { Rng } from './rng';
import { isTechDivision } from './tags';

interface PatentField {
  /** IPC symbols of inventions and utility models. */
  ipc: readonly string[];
  /** Locarno classes of designs. */
  loc: readonly string[];
  /** What the inventions are about. */
  things: readonly string[];
  /** Devices of utility models when they differ from `things` (software, services). */
  devices?: readonly string[];
  /** Products of designs. */
  designs: readonly string[];
  /** 检测, 控制 …: "一种{thing}的{process}方法" (software: none, its things say what is done). */
  processes: readonly string[];
  /** Parts of utility models: "一种{device}用{part}". */
  parts?: readonly string[];
  /** Technologies of "基于{tech}的…" titles. */
  techs?: readonly string[];
  /** Materials and compositions: "一种{material}及其制备方法". */
  materials?: readonly string[];
  /** Software: "…方法、装置、电子设备及存储介质", designs are graphical user interfaces. */
  software?: boolean;
  /** Weights of invention, utility model, design. */
  kinds: readonly [number, number, number];
}

const F = (f: PatentField) => f;

const FIELDS = {
  food: F({
    ipc: ['A23L 33/105', 'A23L 2/38', 'A23L 7/10', 'A23C 9/13', 'A23F 3/14', 'C12G 3/04', 'A23L 27/10'],
    loc: ['09-01', '09-03'],
    things: [
      '复合调味料',
      '发酵乳',
      '速冻面点',
      '植物蛋白饮料',
      '茶饮料',
      '益生菌粉',
      '全麦面粉',
      '低糖果酱',
    ],
    materials: ['复合调味料', '植物蛋白饮料', '益生菌粉', '低糖果酱', '发酵乳'],
    devices: ['食品烘干机', '灌装机', '杀菌釜', '包装机', '发酵罐'],
    designs: ['包装瓶', '包装盒', '食品包装袋', '礼盒'],
    processes: ['制备', '杀菌', '发酵', '保鲜'],
    parts: ['搅拌装置', '进料装置', '输送机构', '清洗装置'],
    kinds: [35, 50, 15],
  }),
  textile: F({
    ipc: ['D03D 15/283', 'D06M 15/564', 'D01F 6/92', 'A41D 13/00', 'A41D 31/02', 'A43B 13/04', 'D04B 1/14'],
    loc: ['02-02', '02-04', '03-01', '05-05'],
    things: ['功能性面料', '抗菌纤维', '针织面料', '防护服', '运动鞋底', '吸湿排汗面料', '阻燃纱线'],
    materials: ['抗菌纤维', '吸湿排汗面料', '阻燃纱线', '功能性面料'],
    devices: ['针织面料', '防护服', '运动鞋底', '织布机', '定型机'],
    designs: ['服装', '运动鞋', '手提包', '面料'],
    processes: ['制备', '染整', '织造', '后整理'],
    parts: ['张力调节装置', '烘干装置', '导纱机构', '裁剪装置'],
    kinds: [20, 55, 25],
  }),
  furnishing: F({
    ipc: ['A47B 96/20', 'A47C 7/40', 'B27M 3/00', 'B65D 5/42', 'B41F 33/00', 'A63B 21/00', 'D21H 27/10'],
    loc: ['06-01', '06-04', '09-03', '21-01', '21-02'],
    things: ['办公桌', '折叠椅', '包装纸箱', '印刷机', '健身器材', '儿童玩具', '收纳柜', '实木板材'],
    designs: ['办公椅', '书柜', '沙发', '包装盒', '玩具车', '健身器'],
    processes: ['加工', '印刷', '组装', '检测'],
    parts: ['连接件', '调节机构', '折叠结构', '固定装置'],
    kinds: [12, 63, 25],
  }),
  chemicals: F({
    ipc: [
      'C08L 67/02',
      'C08K 3/04',
      'C09D 7/61',
      'C01B 32/184',
      'B01J 23/44',
      'C07C 51/16',
      'C08G 18/48',
      'C09J 163/00',
      'C04B 28/04',
      'B29C 45/17',
      'C08J 5/18',
    ],
    loc: ['09-01', '25-01'],
    things: [
      '水性涂料',
      '环氧树脂胶黏剂',
      '改性聚酯材料',
      '石墨烯复合材料',
      '加氢催化剂',
      '无卤阻燃剂',
      '聚氨酯泡沫',
      '高性能混凝土',
      '可降解塑料薄膜',
    ],
    materials: [
      '水性涂料',
      '环氧树脂胶黏剂',
      '改性聚酯材料',
      '石墨烯复合材料',
      '加氢催化剂',
      '无卤阻燃剂',
      '可降解塑料薄膜',
    ],
    devices: ['反应釜', '分散机', '造粒装置', '复合板材', '塑料管材'],
    designs: ['包装桶', '瓷砖', '塑料容器'],
    processes: ['制备', '合成', '改性', '提纯'],
    parts: ['过滤装置', '进料装置', '冷凝装置', '搅拌桨'],
    kinds: [50, 45, 5],
  }),
  pharma: F({
    ipc: [
      'A61K 9/20',
      'A61K 31/4439',
      'A61P 35/00',
      'C07D 401/04',
      'C07K 16/28',
      'A61K 39/395',
      'C12N 15/11',
      'A61K 47/36',
      'A61K 36/8969',
    ],
    loc: ['09-01', '09-03', '28-01'],
    things: [
      '缓释片',
      '注射液',
      '单克隆抗体',
      '小分子抑制剂',
      '中药组合物',
      '冻干粉针剂',
      'mRNA疫苗',
      '细胞培养基',
    ],
    materials: ['缓释片', '注射液', '单克隆抗体', '中药组合物', '冻干粉针剂', '细胞培养基'],
    devices: ['制药反应釜', '药品包装机', '胶囊填充装置', '检测试剂盒', '冻干机'],
    designs: ['药品包装盒', '药瓶', '口服液瓶'],
    processes: ['制备', '纯化', '检测', '质量控制'],
    parts: ['配液装置', '灌装装置', '过滤器', '密封结构'],
    kinds: [65, 25, 10],
  }),
  medical: F({
    ipc: [
      'A61B 5/00',
      'A61B 17/34',
      'A61M 5/142',
      'A61B 8/00',
      'A61F 2/82',
      'A61B 34/30',
      'A61B 6/03',
      'A61N 1/36',
    ],
    loc: ['24-01', '24-02', '24-04'],
    things: [
      '超声诊断设备',
      '输液泵',
      '血管支架',
      '手术机器人',
      '监护仪',
      '穿刺器',
      '康复训练装置',
      '体外诊断试剂盒',
    ],
    designs: ['监护仪', '超声诊断仪', '输液泵', '雾化器'],
    processes: ['检测', '控制', '成像', '定位'],
    parts: ['固定支架', '防护套', '连接管路', '探头'],
    techs: ['深度学习', '图像识别', '物联网'],
    kinds: [30, 55, 15],
  }),
  metals: F({
    ipc: [
      'C21D 8/02',
      'C22C 38/04',
      'C22C 21/00',
      'B22D 11/00',
      'B21D 22/02',
      'B23P 15/00',
      'F16B 5/02',
      'E06B 3/00',
    ],
    loc: ['08-05', '08-08', '25-01'],
    things: ['高强度钢板', '铝合金型材', '铜合金带材', '紧固件', '金属结构件', '不锈钢管', '压铸件'],
    materials: ['高强度钢板', '铝合金型材', '铜合金带材', '不锈钢管'],
    devices: ['铝合金型材', '紧固件', '金属结构件', '压铸件', '折弯机'],
    designs: ['门把手', '铝型材', '合页', '紧固件'],
    processes: ['热处理', '加工', '焊接', '检测'],
    parts: ['冷却装置', '夹紧机构', '送料装置', '模具'],
    kinds: [25, 65, 10],
  }),
  machinery: F({
    ipc: [
      'B23K 26/38',
      'B23Q 3/06',
      'F16H 57/02',
      'B65G 47/90',
      'B21D 43/00',
      'B23P 19/00',
      'F04D 29/00',
      'F16K 31/00',
      'F16C 33/00',
      'B66C 13/00',
    ],
    loc: ['15-09', '15-99', '08-05'],
    things: [
      '数控机床',
      '自动上下料装置',
      '减速机',
      '输送线',
      '激光切割设备',
      '夹具',
      '离心泵',
      '阀门',
      '轴承',
      '起重机',
    ],
    designs: ['数控机床', '工业泵', '包装机', '阀门'],
    processes: ['控制', '加工', '装配', '检测'],
    techs: ['机器视觉', '物联网', '数字孪生'],
    kinds: [25, 67, 8],
  }),
  robots: F({
    ipc: ['B25J 9/16', 'B25J 9/10', 'B25J 11/00', 'B25J 19/00', 'G05B 19/418', 'B25J 15/00', 'B25J 13/08'],
    loc: ['15-99'],
    things: ['工业机器人', '协作机器人', '机械手', '末端执行器', '伺服驱动器', '视觉定位系统', '移动机器人'],
    designs: ['工业机器人', '协作机器人', '搬运机器人', '机械手'],
    processes: ['控制', '标定', '路径规划', '抓取'],
    parts: ['关节模组', '快换装置', '防碰撞结构', '线缆管理装置'],
    techs: ['深度学习', '机器视觉', '强化学习', '多传感器融合', '数字孪生'],
    kinds: [40, 50, 10],
  }),
  vehicles: F({
    ipc: [
      'B60K 6/22',
      'B60L 15/20',
      'B60R 16/02',
      'B62D 65/00',
      'F16H 61/00',
      'B60W 30/18',
      'B60H 1/00',
      'B60L 53/60',
    ],
    loc: ['12-08', '12-16'],
    things: ['电驱动总成', '整车控制器', '热管理系统', '车身结构', '充电桩', '座椅骨架', '自动驾驶系统'],
    designs: ['汽车', '充电桩', '汽车轮毂', '车灯'],
    processes: ['控制', '检测', '装配', '热管理'],
    parts: ['安装支架', '散热装置', '密封结构', '线束固定装置'],
    techs: ['多传感器融合', '深度学习', '边缘计算'],
    kinds: [35, 50, 15],
  }),
  battery: F({
    ipc: [
      'H01M 10/0525',
      'H01M 10/44',
      'H01M 4/131',
      'H01M 4/62',
      'H01M 50/20',
      'H02J 7/00',
      'H01M 10/613',
      'H01M 10/42',
    ],
    loc: ['13-02'],
    things: ['锂离子电池', '电池模组', '正极材料', '电池管理系统', '电解液', '储能电池柜', '隔膜', '电芯'],
    materials: ['正极材料', '负极材料', '电解液', '隔膜', '锂离子电池'],
    devices: ['电池模组', '储能电池柜', '电池包', '电芯', '充电桩'],
    designs: ['电池包', '储能电池柜', '充电器', '移动电源'],
    processes: ['检测', '均衡', '热管理', '化成'],
    parts: ['散热装置', '防爆结构', '汇流排', '绝缘支架'],
    techs: ['大数据', '深度学习', '边缘计算'],
    kinds: [40, 52, 8],
  }),
  pv: F({
    ipc: ['H01L 31/18', 'H01L 31/0224', 'H02S 40/34', 'H02S 20/30', 'H01L 31/068', 'H02J 3/38', 'C30B 29/06'],
    loc: ['13-02', '13-03'],
    things: ['光伏组件', '异质结电池', '光伏逆变器', '单晶硅片', '光伏支架', '汇流箱', 'TOPCon电池'],
    materials: ['异质结电池', '单晶硅片', 'TOPCon电池', '光伏玻璃'],
    devices: ['光伏组件', '光伏支架', '汇流箱', '光伏逆变器'],
    designs: ['光伏组件', '逆变器', '光伏支架'],
    processes: ['检测', '清洗', '钝化', '控制'],
    parts: ['接线盒', '边框', '安装夹具', '清洁装置'],
    kinds: [40, 53, 7],
  }),
  electrical: F({
    ipc: [
      'H02K 1/27',
      'H02K 9/19',
      'H02M 7/5387',
      'H01F 27/28',
      'H01H 71/10',
      'H02B 1/26',
      'F24F 11/64',
      'A47J 27/00',
      'H05B 6/12',
      'F25D 11/00',
    ],
    loc: ['13-01', '13-03', '07-02', '23-04', '26-05'],
    things: [
      '永磁同步电机',
      '变频器',
      '开关柜',
      '干式变压器',
      '断路器',
      '空调器',
      '电磁炉',
      '冰箱',
      '照明灯具',
    ],
    designs: ['开关柜', '电机', '空调室内机', '电饭煲', '灯具'],
    processes: ['控制', '检测', '散热', '保护'],
    parts: ['散热结构', '接线端子', '安装支架', '防护罩'],
    techs: ['物联网', '边缘计算', '大数据'],
    kinds: [30, 50, 20],
  }),
  semiconductor: F({
    ipc: [
      'H01L 21/02',
      'H01L 21/67',
      'H01L 23/31',
      'H01L 29/78',
      'G06F 30/39',
      'H03K 17/687',
      'H01L 25/065',
      'H01L 21/56',
    ],
    loc: ['13-03', '14-02'],
    things: ['功率半导体器件', '芯片封装结构', '晶圆', '沟槽栅MOSFET', '存储芯片', '射频前端模组'],
    materials: ['功率半导体器件', '沟槽栅MOSFET', '芯片封装结构'],
    devices: ['芯片封装结构', '集成电路测试装置', '晶圆载具', '功率模块'],
    designs: ['芯片封装', '测试座'],
    processes: ['封装', '测试', '刻蚀', '版图设计'],
    parts: ['测试探针', '载具', '散热片', '引线框架'],
    techs: ['机器学习', '大数据'],
    kinds: [55, 40, 5],
  }),
  electronics: F({
    ipc: [
      'H04W 72/04',
      'H04L 5/00',
      'H04B 7/06',
      'H04L 67/12',
      'H04W 4/70',
      'H05K 7/20',
      'G06F 1/16',
      'G09G 3/32',
      'H01Q 1/22',
    ],
    loc: ['14-03', '14-02', '14-04', '16-01'],
    things: ['天线', '通信模组', '电路板', '显示模组', '摄像模组', '基站设备', '智能终端', '无线信号'],
    devices: ['天线', '通信模组', '电路板', '显示模组', '摄像模组', '智能终端'],
    designs: ['智能手机', '路由器', '智能手表', '显示器', '耳机'],
    processes: ['传输', '通信', '控制', '检测'],
    parts: ['散热结构', '屏蔽罩', '连接器', '固定支架'],
    techs: ['物联网', '边缘计算', '5G'],
    kinds: [35, 45, 20],
  }),
  instruments: F({
    ipc: [
      'G01N 21/01',
      'G01N 33/00',
      'G01D 5/353',
      'G01B 11/24',
      'G01R 31/00',
      'G01M 3/00',
      'G01N 30/02',
      'G01K 7/00',
    ],
    loc: ['10-04', '10-05'],
    things: ['光谱分析仪', '压力传感器', '检测装置', '流量计', '气体检测仪', '智能电能表', '温度传感器'],
    designs: ['检测仪', '流量计', '传感器', '电能表'],
    processes: ['检测', '测量', '校准', '标定'],
    parts: ['探头', '防护外壳', '安装座', '采样装置'],
    techs: ['机器视觉', '物联网', '深度学习'],
    kinds: [30, 60, 10],
  }),
  transport: F({
    ipc: ['B64C 39/02', 'B64D 47/08', 'B61D 17/00', 'B61L 27/00', 'B63B 35/00', 'B64F 5/60', 'B61F 5/30'],
    loc: ['12-07', '12-03', '12-06'],
    things: ['无人机', '机载设备', '转向架', '列车控制系统', '船舶推进装置', '起落架'],
    designs: ['无人机', '列车车头', '游艇'],
    processes: ['控制', '检测', '制造', '导航'],
    parts: ['减震装置', '折叠机构', '挂载装置', '密封结构'],
    techs: ['多传感器融合', '边缘计算', '数字孪生'],
    kinds: [35, 55, 10],
  }),
  software: F({
    ipc: [
      'G06F 16/24',
      'G06F 9/50',
      'G06N 3/08',
      'G06N 3/04',
      'G06Q 10/06',
      'G06Q 50/06',
      'G06V 10/82',
      'G06T 7/00',
      'H04L 9/40',
      'G06F 21/62',
      'G06F 40/30',
    ],
    loc: ['14-04'],
    // What software inventions do, titled as they are: 数据处理方法、装置、电子设备及存储介质.
    things: [
      '数据处理',
      '任务调度',
      '图像识别',
      '文本分类',
      '信息检索',
      '内容推荐',
      '数据加密',
      '身份认证',
      '日志分析',
      '视频编码',
      '异常检测',
      '智能问答',
    ],
    devices: ['服务器机柜', '数据采集终端', '智能网关', '自助服务终端'],
    designs: ['带图形用户界面的手机', '显示屏幕面板的图形用户界面', '带图形用户界面的电脑'],
    processes: [],
    parts: ['散热结构', '固定支架', '防护外壳'],
    techs: ['深度学习', '知识图谱', '强化学习', '区块链', '大数据', '联邦学习', '大语言模型'],
    software: true,
    kinds: [70, 20, 10],
  }),
  services: F({
    ipc: ['G01N 33/00', 'G06F 16/21', 'C12N 15/10', 'G01N 21/01', 'G06Q 10/06', 'B01L 3/00'],
    loc: ['10-04', '24-02'],
    things: ['水质样品', '土壤样品', '材料样品', '实验数据', '生物样本', '工程结构'],
    devices: ['样品前处理装置', '实验台', '检测工装', '采样器'],
    designs: ['采样器', '实验箱'],
    processes: ['检测', '分析', '评估', '处理'],
    techs: ['机器学习', '大数据'],
    kinds: [40, 55, 5],
  }),
  agriculture: F({
    ipc: ['A01G 9/02', 'A01K 61/10', 'A01B 49/00', 'A01G 31/00', 'A01N 43/00', 'C05G 3/00'],
    loc: ['08-05', '09-03'],
    things: ['温室大棚', '灌溉系统', '水产养殖装置', '育苗盘', '有机肥', '生物农药'],
    materials: ['有机肥', '生物农药', '复合微生物菌剂'],
    devices: ['温室大棚', '灌溉系统', '水产养殖装置', '育苗盘', '喷雾器'],
    designs: ['育苗盘', '农用喷雾器'],
    processes: ['种植', '养殖', '控制', '检测'],
    parts: ['支撑架', '增氧装置', '喷淋装置'],
    kinds: [25, 65, 10],
  }),
  construction: F({
    ipc: ['E04B 1/00', 'E04G 21/00', 'E02D 17/20', 'E04F 13/08', 'B65G 1/04', 'G06Q 10/08'],
    loc: ['25-02', '06-04'],
    things: ['装配式墙体', '脚手架', '护坡结构', '幕墙', '仓储货架', '物流分拣系统'],
    designs: ['货架', '路灯', '岗亭'],
    processes: ['施工', '控制', '管理', '检测'],
    parts: ['连接件', '支撑结构', '防护装置'],
    kinds: [20, 70, 10],
  }),
} satisfies Record<string, PatentField>;

type FieldKey = keyof typeof FIELDS;

const BY_DIVISION: Record<string, FieldKey> = {
  '13': 'food',
  '14': 'food',
  '15': 'food',
  '16': 'food',
  '17': 'textile',
  '18': 'textile',
  '19': 'textile',
  '28': 'textile',
  '20': 'furnishing',
  '21': 'furnishing',
  '22': 'furnishing',
  '23': 'furnishing',
  '24': 'furnishing',
  '25': 'chemicals',
  '26': 'chemicals',
  '29': 'chemicals',
  '30': 'chemicals',
  '27': 'pharma',
  '31': 'metals',
  '32': 'metals',
  '33': 'metals',
  '34': 'machinery',
  '35': 'machinery',
  '36': 'vehicles',
  '37': 'transport',
  '38': 'electrical',
  '39': 'electronics',
  '40': 'instruments',
  '41': 'furnishing',
  '42': 'metals',
  '43': 'machinery',
  '63': 'electronics',
  '64': 'software',
  '65': 'software',
  '73': 'services',
  '74': 'services',
  '75': 'services',
};
const BY_CHAIN: Record<string, FieldKey> = {
  IC: 'semiconductor',
  BIO: 'pharma',
  PV: 'pv',
  AI: 'software',
  ROB: 'robots',
};

/** The field a company's patents are in: its chain's where it has one, its division's otherwise. */
function fieldOf(
  division: string,
  chainCodes: readonly string[],
  techFieldTags: readonly string[],
): PatentField {
  for (const c of chainCodes) {
    if (c === 'NEV') return FIELDS[division === '38' ? 'battery' : 'vehicles'];
    const key = BY_CHAIN[c];
    if (key) return FIELDS[key];
  }
  if (techFieldTags.includes('医疗器械') && (division === '27' || division === '35')) return FIELDS.medical;
  if (techFieldTags.includes('工业机器人') && division === '34') return FIELDS.robots;
  if (division === '38' && techFieldTags.includes('储能技术')) return FIELDS.battery;
  if (division === '39' && techFieldTags.includes('集成电路')) return FIELDS.semiconductor;
  const key = BY_DIVISION[division];
  if (key) return FIELDS[key];
  const n = Number(division);
  if (n >= 1 && n <= 5) return FIELDS.agriculture;
  if (n >= 47 && n <= 60) return FIELDS.construction;
  return FIELDS.services;
}

const FEATURES = [
  '便于拆装的',
  '具有散热结构的',
  '可调节的',
  '防尘防水的',
  '高精度',
  '模块化',
  '防松动的',
  '节能型',
  '便携式',
  '多功能',
  '新型',
];
const PARTS = ['固定装置', '散热装置', '连接结构', '安装支架', '防护罩', '密封结构', '检测工装', '夹持机构'];
const UNIVERSITIES = [
  '清华大学',
  '浙江大学',
  '上海交通大学',
  '华中科技大学',
  '哈尔滨工业大学',
  '西安交通大学',
  '华南理工大学',
  '东南大学',
  '电子科技大学',
  '北京航空航天大学',
  '中南大学',
  '四川大学',
];

function title(rng: Rng, f: PatentField, kind: PatentKind): string {
  if (kind === 'design') {
    const product = rng.pick(f.designs);
    if (f.software || rng.chance(0.4)) return product;
    const model = `${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 99)}`;
    return `${product}（${model}）`;
  }
  if (kind === 'utility') {
    const device = rng.pick(f.devices ?? f.things);
    const shape = rng.int(0, 2);
    if (shape === 0) return `一种${rng.pick(FEATURES)}${device}`;
    if (shape === 1) return `一种${device}用${rng.pick(f.parts ?? PARTS)}`;
    return `${device}${rng.pick(f.parts ?? PARTS)}`;
  }
  const thing = rng.pick(f.things);
  const tech = f.techs && rng.chance(0.35) ? rng.pick(f.techs) : undefined;
  if (f.software) {
    if (tech) return `基于${tech}的${thing}方法${rng.chance(0.5) ? '及系统' : ''}`;
    return rng.chance(0.6) ? `${thing}方法、装置、电子设备及存储介质` : `一种${thing}方法及装置`;
  }
  if (f.materials && rng.chance(0.5)) return `一种${rng.pick(f.materials)}及其制备方法`;
  const process = rng.pick(f.processes);
  if (tech) return `基于${tech}的${thing}${process}方法及系统`;
  return rng.chance(0.6) ? `一种${thing}的${process}方法` : `一种${thing}${process}方法及系统`;
}

/** Serials in use per year and kind (about how many applications CNIPA numbers a year). */
const SERIAL_MAX: Record<PatentKind, number> = { invention: 1_600_000, utility: 2_900_000, design: 800_000 };

/** Application numbers handed out in one dataset (each is a number: year, kind digit, serial). */
export class PatentNoRegistry {
  private readonly taken = new Set<number>();
  claim(year: number, kindDigit: number, serial: number): boolean {
    const key = year * 1e8 + kindDigit * 1e7 + serial;
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }
}

function patentNo(rng: Rng, registry: PatentNoRegistry, year: number, kind: PatentKind): string {
  const kindDigit = kind === 'design' ? 3 : kind === 'utility' ? 2 : rng.chance(0.05) ? 8 : 1;
  for (;;) {
    const serial = rng.int(1, SERIAL_MAX[kind]);
    if (!registry.claim(year, kindDigit, serial)) continue;
    const digits = `${year}${kindDigit}${String(serial).padStart(7, '0')}`;
    return `CN${digits}.${patentCheckChar(digits)}`;
  }
}

export interface PatentsInput {
  division: string;
  leaves: readonly ChainLeaf[];
  qualificationTags: readonly string[];
  techFieldTags: readonly string[];
  scale: Scale;
  companyName: string;
  esDt: string;
  /** The company's cancellation date, if it closed. */
  closedOn: string | undefined;
  /** The dataset's "today". */
  endDate: string;
  registry: PatentNoRegistry;
}

const MANUFACTURING = (division: string) => Number(division) >= 13 && Number(division) <= 43;
const COUNT: Record<Scale, [number, number]> = {
  微型: [1, 3],
  小型: [1, 8],
  中型: [2, 25],
  大型: [5, 100],
};
const MAX_PATENTS = 120;
const DAY = 86_400_000;

/** Whether and how many: about 30 % of manufacturing and technology companies, more when certified. */
function patentCount(rng: Rng, p: PatentsInput, years: number): number {
  const q = p.qualificationTags;
  const eligible = MANUFACTURING(p.division) || isTechDivision(p.division) || p.leaves.length > 0;
  const chance = !eligible
    ? 0.02
    : q.includes('高新技术企业')
      ? 0.8
      : q.some((t) => t.startsWith('专精特新'))
        ? 0.6
        : q.includes('科技型中小企业')
          ? 0.4
          : 0.17;
  if (!rng.chance(chance)) return 0;
  const [lo, hi] = COUNT[p.scale];
  const boost = q.includes('高新技术企业') ? 1.5 : 1;
  const n = Math.round(Math.exp(rng.float(Math.log(lo), Math.log(hi))) * boost);
  return Math.max(1, Math.min(n, MAX_PATENTS, Math.ceil(years * 10)));
}

export function generatePatents(rng: Rng, p: PatentsInput): Patent[] {
  const lifeEnd = p.closedOn && p.closedOn < p.endDate ? p.closedOn : p.endDate;
  const from = Math.max(parseDate(p.esDt) + 30 * DAY, parseDate(p.endDate) - 15 * 365 * DAY);
  const to = parseDate(lifeEnd) - DAY;
  if (to <= from) return [];
  const count = patentCount(rng, p, (to - from) / (365 * DAY));
  if (count === 0) return [];
  const field = fieldOf(
    p.division,
    p.leaves.map((l) => l.chain.code),
    p.techFieldTags,
  );
  const end = p.endDate;
  const out: Patent[] = [];
  const titles = new Set<string>();
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted<PatentKind>(['invention', 'utility', 'design'], field.kinds);
    const appliedOn = formatDate(from + Math.floor(rng.next() * ((to - from) / DAY)) * DAY);
    let name = title(rng, field, kind);
    for (let k = 0; k < 4 && titles.has(name); k++) name = title(rng, field, kind);
    titles.add(name);
    const { publishedOn, grantedOn, legalStatus } = lifecycle(rng, kind, appliedOn, end, p.closedOn);
    const partner = kind === 'invention' && rng.chance(0.08) ? rng.pick(UNIVERSITIES) : undefined;
    out.push({
      patentNo: patentNo(rng, p.registry, Number(appliedOn.slice(0, 4)), kind),
      title: name,
      kind,
      ipc: kind === 'design' ? rng.pick(field.loc) : rng.pick(field.ipc),
      applicant: partner ? `${p.companyName}；${partner}` : p.companyName,
      inventors: Array.from({ length: kind === 'design' ? rng.int(1, 2) : rng.int(1, 5) }, () =>
        personName(rng),
      ).filter((n, k, all) => all.indexOf(n) === k),
      appliedOn,
      publishedOn,
      grantedOn,
      legalStatus,
    });
  }
  return out.sort((a, b) => (a.appliedOn < b.appliedOn ? -1 : a.appliedOn > b.appliedOn ? 1 : 0));
}

const within = (date: string, end: string) => (date <= end ? date : null);

/**
 * Publication, grant and status from the application day: an invention is published 6–18 months
 * after filing and examined for 1.5–4 years (granted, refused or withdrawn); a utility model or a
 * design is granted (and so published) within a year. A granted patent lapses when its term ends
 * (utility models 10 years, designs 10 or, filed from June 2021, 15), when its fees go unpaid, and
 * mostly when its company closes.
 */
function lifecycle(
  rng: Rng,
  kind: PatentKind,
  appliedOn: string,
  end: string,
  closedOn: string | undefined,
): { publishedOn: string | null; grantedOn: string | null; legalStatus: PatentStatus } {
  if (kind === 'invention') {
    const publishedOn = within(addDays(appliedOn, rng.int(180, 540)), end);
    const decided = addDays(appliedOn, rng.int(540, 1460));
    const outcome = rng.weighted(['granted', 'refused'], [68, 32]);
    if (decided > end) return { publishedOn, grantedOn: null, legalStatus: 'pending' };
    if (outcome === 'refused') return { publishedOn, grantedOn: null, legalStatus: 'lapsed' };
    const lapsed =
      (closedOn !== undefined && rng.chance(0.7)) || (addDays(decided, 3 * 365) <= end && rng.chance(0.12));
    return { publishedOn, grantedOn: decided, legalStatus: lapsed ? 'lapsed' : 'granted' };
  }
  const grantedOn = addDays(appliedOn, kind === 'utility' ? rng.int(150, 400) : rng.int(120, 300));
  if (grantedOn > end) return { publishedOn: null, grantedOn: null, legalStatus: 'pending' };
  if (rng.chance(0.03)) return { publishedOn: null, grantedOn: null, legalStatus: 'lapsed' };
  const termYears = kind === 'design' && appliedOn >= '2021-06-01' ? 15 : 10;
  const expired = addDays(appliedOn, termYears * 365) <= end;
  const lapsed =
    expired ||
    (closedOn !== undefined && rng.chance(0.7)) ||
    (addDays(grantedOn, 3 * 365) <= end && rng.chance(0.2));
  return { publishedOn: grantedOn, grantedOn, legalStatus: lapsed ? 'lapsed' : 'granted' };
}
