import type { CrmMessages } from './crm';

export const crmEn: CrmMessages = {
  kanban: {
    board: 'Board',
    card: 'draggable card',
    count: (n) => `${n} ${n === 1 ? 'item' : 'items'}`,
    sum: 'Total',
    emptyColumn: 'No cards',
    instructions:
      'Press Space to lift a card, arrow keys to move it (up and down in the column, left and right to another column), Space to drop it, Escape to cancel.',
    lifted: (card, column, position, total) =>
      `Lifted ${card}, in "${column}" at position ${position} of ${total}`,
    moved: (card, column, position, total) =>
      `${card} moved to "${column}", position ${position} of ${total}`,
    dropped: (card, column, position) => `${card} dropped in "${column}" at position ${position}`,
    cancelled: (card, column) => `Move of ${card} cancelled, back in "${column}"`,
  },
  funnel: {
    label: 'Sales funnel',
    count: (n) => `${n} ${n === 1 ? 'deal' : 'deals'}`,
    stage: (name, detail) => `${name}: ${detail}`,
  },
  columns: {
    settings: 'Columns',
    show: (name) => `Show ${name}`,
    moveUp: (name) => `Move ${name} up`,
    moveDown: (name) => `Move ${name} down`,
    reset: 'Reset',
    moved: (name, position, total) => `${name} moved to column ${position} of ${total}`,
    lastVisible: 'Keep at least one column',
  },
};
