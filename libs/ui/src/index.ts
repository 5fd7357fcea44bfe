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

// Navigation and shell.
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './components/Breadcrumbs';
export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './components/Menu';
export { SortBar, type SortBarProps } from './components/SortBar';
export { Footer, type FooterLink, type FooterProps } from './components/Footer';

// Content.
export { ListStats, type ListStatsProps } from './components/ListStats';
export { MessageBubble, type MessageBubbleProps } from './components/MessageBubble';
export { NotificationItem, type NotificationItemProps } from './components/NotificationItem';
export { PostPreview, type PostPreviewProps } from './components/PostPreview';
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary';
export { TranslationCard, type TranslationCardProps } from './components/TranslationCard';
