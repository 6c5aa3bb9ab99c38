/** CRM copy (issue 26): the kanban board, the funnel chart and the table's column settings. */
export const crmZh = {
  kanban: {
    board: '看板',
    card: '可拖动卡片',
    count: (n: number) => `${n} 项`,
    sum: '合计',
    emptyColumn: '暂无卡片',
    instructions: '按空格键拿起卡片，用方向键移动（上下在本列内，左右换列），再按空格键放下，按 Esc 取消。',
    lifted: (card: string, column: string, position: number, total: number) =>
      `已拿起 ${card}，位于「${column}」第 ${position} / ${total} 位`,
    moved: (card: string, column: string, position: number, total: number) =>
      `${card} 移到「${column}」第 ${position} / ${total} 位`,
    dropped: (card: string, column: string, position: number) =>
      `${card} 已放到「${column}」第 ${position} 位`,
    cancelled: (card: string, column: string) => `已取消移动 ${card}，回到「${column}」`,
  },
  funnel: {
    label: '销售漏斗',
    count: (n: number) => `${n} 个`,
    stage: (name: string, detail: string) => `${name}：${detail}`,
  },
  columns: {
    settings: '列设置',
    show: (name: string) => `显示${name}`,
    moveUp: (name: string) => `上移${name}`,
    moveDown: (name: string) => `下移${name}`,
    reset: '恢复默认',
    moved: (name: string, position: number, total: number) => `${name} 移到第 ${position} / ${total} 列`,
    lastVisible: '至少显示一列',
  },
};

export type CrmMessages = typeof crmZh;
