export { ChatAvatar, type ChatAvatarProps } from './ChatAvatar';
