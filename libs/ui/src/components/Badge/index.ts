export { Badge, BADGE_MAX, formatBadgeCount, unreadLabel, type BadgeProps } from './Badge';
