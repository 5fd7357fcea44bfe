// Theme: tokens, the light and dark themes, breakpoints, the focus ring, flex layouts, sprinkles.
export {
  breakpoints,
  contrastRatio,
  darkPalette,
  darkTheme,
  flexColumn,
  flexRow,
  focusRing,
  gridBreakpoints,
  lightPalette,
  lightTheme,
  media,
  vars,
  type FlexAlign,
  type FlexJustify,
  type FlexOptions,
  type FlexRule,
  type FocusRingPlacement,
  type Palette,
} from './theme';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './theme/utilities.css';

// Icons (lucide-react).
export * from './components/Icon';

// Layout.
export * from './components/Box';
export * from './components/CardGrid';
export * from './components/Stack';

// Controls.
export * from './components/Button';
export * from './components/Checkbox';
export * from './components/ComboBox';
export * from './components/DateField';
export * from './components/ImageInput';
export * from './components/LengthRangePicker';
export * from './components/Link';
export * from './components/Paginator';
export * from './components/PasswordField';
export * from './components/RadioGroup';
export * from './components/RatingPicker';
export * from './components/SearchField';
export * from './components/SearchSuggest';
export * from './components/Select';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TagInput';
export * from './components/TextArea';
export * from './components/TextField';
/**
 * The look every labelled field shares, for a field this library cannot wrap (the editors'
 * contenteditable): the column, the label, the box (its states from `data-*` attributes), the
 * description and the error.
 */
export * as fieldStyles from './components/Field/Field.css';
export * from './components/Toolbar';

export * from './components/ImageVeil';

// Feedback.
export * from './components/Badge';
export * from './components/Chip';
export * from './components/ConfirmDialog';
export * from './components/Dialog';
export * from './components/EmptyState';
export * from './components/Popover';
export * from './components/RelativeTime';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/Toast';
export * from './components/Tooltip';

// Navigation and shell.
export * from './components/AppShell';
export * from './components/BottomNav';
export * from './components/Stepper';
export * from './components/Breadcrumbs';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/SortBar';
export * from './components/FilterPanel';
export * from './components/Footer';
export * from './components/TopBar';

// Content.
export * from './components/Avatar';
export * from './components/NovelCard';
export * from './components/NovelGrid';
export * from './components/UserName';
export * from './components/Carousel';
export * from './components/CommentView';
export * from './components/ProfileHeader';
export * from './components/ListStats';
export * from './components/MessageBubble';
export * from './components/NotificationItem';
export * from './components/PostPreview';
export * from './components/RatingBars';
export * from './components/RatingSummary';
export * from './components/TranslationCard';
export * from './components/ProgressBar';
export * from './components/ProgressGrid';
export * from './components/UpdateTimeline';
export * from './components/FieldDiff';
