export { KanbanBoard, type KanbanBoardProps } from './KanbanBoard';
export { applyKanbanMove, type KanbanColumn, type KanbanPlace } from './kanban';
