export {
  AddFriendDialog,
  APPLY_REMARK_MAX,
  APPLY_WORDING_MAX,
  type AddFriendCard,
  type AddFriendDialogProps,
  type AddFriendPayload,
} from './AddFriendDialog';
