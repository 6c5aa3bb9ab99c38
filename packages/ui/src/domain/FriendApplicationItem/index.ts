export {
  FriendApplicationItem,
  type FriendApplication,
  type FriendApplicationItemProps,
} from './FriendApplicationItem';
