// Theme: tokens, the light and dark themes, breakpoints, layout sprinkles.
export {
  breakpoints,
  contrastRatio,
  darkPalette,
  darkTheme,
  gridBreakpoints,
  lightPalette,
  lightTheme,
  media,
  vars,
  type Palette,
} from './theme';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './theme/utilities.css';

// Icons (lucide-react).
export { Icon, type IconProps } from './components/Icon';

// Layout.
export { Box, type BoxProps } from './components/Box';
export { CardGrid, type CardGridProps } from './components/CardGrid';
export { Stack, type StackProps } from './components/Stack';

// Controls.
export { Button, type ButtonProps } from './components/Button';

// Feedback.
export {
  Badge,
  BADGE_MAX,
  formatBadgeCount,
  unreadLabel,
  type BadgeProps,
} from './components/Badge';
export {
  BanChip,
  Chip,
  ModeratorChip,
  type BanChipProps,
  type ChipProps,
  type ModeratorChipProps,
} from './components/Chip';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  Dialog,
  DialogTrigger,
  type DialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
} from './components/Dialog';
export {
  EmptyState,
  emptyStateTexts,
  type EmptyStateKind,
  type EmptyStateProps,
} from './components/EmptyState';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  createToastQueue,
  ToastQueue,
  ToastQueueContext,
  toastQueue,
  ToastRegion,
  useToasts,
  type ToastAddOptions,
  type ToastKind,
  type ToastMessage,
  type ToastRegionProps,
  type Toasts,
} from './components/Toast';
export {
  Tooltip,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip';

// Navigation and shell.
export { BottomNav, type BottomNavProps, type BottomNavSection } from './components/BottomNav';
export { Stepper, type StepperProps } from './components/Stepper';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './components/Breadcrumbs';
export { Drawer, type DrawerItem, type DrawerProps, type DrawerSection } from './components/Drawer';
export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './components/Menu';
export { SortBar, type SortBarProps } from './components/SortBar';
export { Footer, type FooterLink, type FooterProps } from './components/Footer';

// Content.
export { Avatar, avatarInitials, avatarTone, type AvatarProps } from './components/Avatar';
export { NovelCard, type NovelCardProps } from './components/NovelCard';
export { UserName, type UserNameProps } from './components/UserName';
export { ListStats, type ListStatsProps } from './components/ListStats';
export { MessageBubble, type MessageBubbleProps } from './components/MessageBubble';
export { NotificationItem, type NotificationItemProps } from './components/NotificationItem';
export { PostPreview, type PostPreviewProps } from './components/PostPreview';
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary';
export { TranslationCard, type TranslationCardProps } from './components/TranslationCard';
