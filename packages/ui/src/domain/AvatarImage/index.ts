export { AvatarImage, type AvatarImageProps } from './AvatarImage';
