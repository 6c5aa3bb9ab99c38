export { TreeEditor, type TreeEditorProps } from './TreeEditor';
export { applyTreeMove, type TreeNode } from './tree';
