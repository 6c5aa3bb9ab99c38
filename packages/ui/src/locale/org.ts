/** Organisation centre copy: the department tree editor and the role permission matrix. */
export const orgZh = {
  tree: {
    count: (n: number) => `${n} 人`,
    addRoot: '添加部门',
    addChild: (name: string) => `在「${name}」下添加部门`,
    rename: (name: string) => `重命名「${name}」`,
    remove: (name: string) => `删除「${name}」`,
    nameInput: (name: string) => `「${name}」的新名称`,
    nameRequired: '名称不能为空',
    instructions:
      '用上下方向键移动焦点，右方向键展开，左方向键收起，Enter 选中。F2 重命名，Enter 保存，Esc 取消。Alt 加上下方向键调整顺序，Alt 加右方向键移入上一个部门，Alt 加左方向键移到上一级。',
    readOnlyInstructions: '用上下方向键移动焦点，右方向键展开，左方向键收起，Enter 选中。',
    moved: (name: string, parent: string | null, position: number, total: number) =>
      parent === null
        ? `${name} 已移到顶层第 ${position} / ${total} 位`
        : `${name} 已移到「${parent}」下第 ${position} / ${total} 位`,
    cannotMove: (name: string) => `${name} 不能移到这里`,
    renamed: (name: string) => `已重命名为 ${name}`,
  },
  permissions: {
    cell: (role: string, permission: string) => `${role} – ${permission}`,
    corner: '权限',
    locked: '不可修改',
  },
};

export type OrgMessages = typeof orgZh;
