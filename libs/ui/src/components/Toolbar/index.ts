export {
  Toolbar,
  ToolbarButton,
  ToolbarSeparator,
  ToolbarToggleButton,
  type ToolbarButtonProps,
  type ToolbarProps,
  type ToolbarToggleButtonProps,
} from './Toolbar';
