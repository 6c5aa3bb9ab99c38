import type { OrgMessages } from './org';

export const orgEn: OrgMessages = {
  tree: {
    count: (n) => `${n} ${n === 1 ? 'member' : 'members'}`,
    addRoot: 'Add department',
    addChild: (name) => `Add a department under "${name}"`,
    rename: (name) => `Rename "${name}"`,
    remove: (name) => `Delete "${name}"`,
    nameInput: (name) => `New name of "${name}"`,
    nameRequired: 'The name cannot be empty',
    instructions:
      'Up and down arrows move the focus, Right expands, Left collapses, Enter selects. F2 renames, Enter saves, Escape cancels. Alt with Up or Down reorders, Alt with Right moves into the previous department, Alt with Left moves up a level.',
    readOnlyInstructions: 'Up and down arrows move the focus, Right expands, Left collapses, Enter selects.',
    moved: (name, parent, position, total) =>
      parent === null
        ? `${name} moved to the top level, position ${position} of ${total}`
        : `${name} moved under "${parent}", position ${position} of ${total}`,
    cannotMove: (name) => `${name} cannot go there`,
    renamed: (name) => `Renamed to ${name}`,
  },
  permissions: {
    cell: (role, permission) => `${role} – ${permission}`,
    corner: 'Permission',
    locked: 'Cannot be changed',
  },
};
