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
export { focusRing, type FocusRingPlacement } from './theme/focus-ring.css';

// Icons (lucide-react).
export { Icon, type IconProps } from './components/Icon';

// Layout.
export { Box, type BoxProps } from './components/Box';
export { CardGrid, type CardGridProps } from './components/CardGrid';
export { Stack, type StackProps } from './components/Stack';

// Controls.
export { Button, type ButtonProps } from './components/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ComboBox, type ComboBoxItem, type ComboBoxProps } from './components/ComboBox';
export { DateField, type DateFieldProps } from './components/DateField';
export { ImageInput, type ImageInputProps } from './components/ImageInput';
export { LengthRangePicker, type LengthRangePickerProps } from './components/LengthRangePicker';
export { Link, type LinkProps } from './components/Link';
export {
  Paginator,
  paginatorItems,
  paginatorPageCount,
  type PaginatorItem,
  type PaginatorProps,
} from './components/Paginator';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
} from './components/RadioGroup';
export { RatingPicker, type RatingPickerProps } from './components/RatingPicker';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export {
  SearchSuggest,
  SearchSuggestFallback,
  SearchSuggestOption,
  type SearchSuggestFallbackProps,
  type SearchSuggestItem,
  type SearchSuggestProps,
} from './components/SearchSuggest';
export { Select, type SelectItem, type SelectProps } from './components/Select';
export { Switch, type SwitchProps } from './components/Switch';
export {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './components/Tabs';
export { TagInput, type TagInputEntry, type TagInputProps } from './components/TagInput';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
/**
 * The look every labelled field shares, for a field this library cannot wrap (the editors'
 * contenteditable): the column, the label, the box (its states from `data-*` attributes), the
 * description and the error.
 */
export * as fieldStyles from './components/Field/Field.css';
export {
  Toolbar,
  ToolbarButton,
  ToolbarSeparator,
  ToolbarToggleButton,
  type ToolbarButtonProps,
  type ToolbarProps,
  type ToolbarToggleButtonProps,
} from './components/Toolbar';

export { ImageVeil, VeilCover, veiledImage, type ImageVeilProps } from './components/ImageVeil';

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
export { Popover, type PopoverProps } from './components/Popover';
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
export { AppShell, mainContentId, type AppShellProps } from './components/AppShell';
export { BottomNav, type BottomNavProps, type BottomNavSection } from './components/BottomNav';
export { Stepper, type StepperProps } from './components/Stepper';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './components/Breadcrumbs';
export { Drawer, type DrawerItem, type DrawerProps, type DrawerSection } from './components/Drawer';
export { Menu, MenuItem, type MenuItemProps, type MenuProps } from './components/Menu';
export { SortBar, type SortBarProps } from './components/SortBar';
export { FilterPanel, type FilterPanelProps } from './components/FilterPanel';
export { Footer, type FooterLink, type FooterProps } from './components/Footer';
export {
  TopBar,
  TopBarSubmenu,
  type TopBarLink,
  type TopBarMenuEntry,
  type TopBarProps,
  type TopBarSubmenuProps,
  type TopBarViewer,
} from './components/TopBar';

// Content.
export { Avatar, avatarInitials, avatarTone, type AvatarProps } from './components/Avatar';
export { NovelCard, type NovelCardProps } from './components/NovelCard';
export { NovelGrid, type NovelGridProps } from './components/NovelGrid';
export { UserName, type UserNameProps } from './components/UserName';
export {
  Carousel,
  swipeDirection,
  videoEmbedUrl,
  type CarouselImage,
  type CarouselItem,
  type CarouselProps,
  type CarouselVideo,
  type SwipeDirection,
} from './components/Carousel';
export {
  CommentView,
  type CommentAnswerTo,
  type CommentAuthor,
  type CommentImage,
  type CommentViewProps,
  type CommentVote,
} from './components/CommentView';
export {
  ProfileHeader,
  type ProfileHeaderBackground,
  type ProfileHeaderProps,
} from './components/ProfileHeader';
export { ListStats, type ListStatsProps } from './components/ListStats';
export { MessageBubble, type MessageBubbleProps } from './components/MessageBubble';
export { NotificationItem, type NotificationItemProps } from './components/NotificationItem';
export { PostPreview, type PostPreviewProps } from './components/PostPreview';
export { RatingSummary, type RatingSummaryProps } from './components/RatingSummary';
export { TranslationCard, type TranslationCardProps } from './components/TranslationCard';
