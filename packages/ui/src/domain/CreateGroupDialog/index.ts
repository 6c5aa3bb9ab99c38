export {
  CreateGroupDialog,
  type CreateGroupDialogProps,
  type CreateGroupPayload,
  type GroupCandidate,
} from './CreateGroupDialog';
