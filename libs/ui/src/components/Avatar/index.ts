export { Avatar, avatarInitials, avatarTone, type AvatarProps } from './Avatar';
