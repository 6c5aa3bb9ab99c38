export { FollowButton, FOLLOW_THROTTLE_MS, type FollowButtonProps, type FollowState } from './FollowButton';
