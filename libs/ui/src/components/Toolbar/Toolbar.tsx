import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { forwardRef, useCallback, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import {
  Button as AriaButton,
  Separator,
  ToggleButton as AriaToggleButton,
  Toolbar as AriaToolbar,
  TooltipTrigger,
  type ButtonProps as AriaButtonProps,
  type ToggleButtonProps as AriaToggleButtonProps,
  type ToolbarProps as AriaToolbarProps,
} from 'react-aria-components';
import { Tooltip } from '../Tooltip';
import { toolbar, toolbarButton, toolbarIcon, toolbarSeparator } from './Toolbar.css';

export interface ToolbarProps extends Omit<AriaToolbarProps, 'className'> {
  /** What the tools act on ("Форматирование"): a toolbar must be named. */
  'aria-label': string;
  className?: string;
}

/**
 * A row of tools on react-aria's `Toolbar`: one Tab stop, the arrow keys move between the tools
 * (roving focus), Tab leaves it. Put `ToolbarButton`, `ToolbarToggleButton` and `ToolbarSeparator` in it.
 */
export function Toolbar({ className, ...props }: ToolbarProps) {
  return <AriaToolbar {...props} className={clsx(toolbar, className)} />;
}

interface ToolProps {
  /** The tool's name: its accessible name and the tooltip's text. */
  label: string;
  icon: LucideIcon;
  /**
   * The keys that do the same, as the tooltip shows them ("Ctrl+B"); also given to assistive
   * technology as `aria-keyshortcuts`.
   */
  shortcut?: string;
  /**
   * Write the label beside the icon instead of only in the tooltip.
   * @default false
   */
  showLabel?: boolean;
  className?: string;
}

/**
 * A ref that gives the tool its `aria-keyshortcuts` ("Ctrl+Shift+X" written "Control+Shift+X"):
 * react-aria's buttons pass no such attribute through their props.
 */
function useShortcutRef(
  ref: Ref<HTMLButtonElement>,
  shortcut: string | undefined,
): Ref<HTMLButtonElement> {
  const describe = useCallback(
    (element: HTMLButtonElement | null) => {
      if (!element) return;
      if (shortcut)
        element.setAttribute('aria-keyshortcuts', shortcut.replace(/\bCtrl\b/g, 'Control'));
      else element.removeAttribute('aria-keyshortcuts');
    },
    [shortcut],
  );
  return mergeRefs(ref, describe);
}

/**
 * What both kinds of tool make of their `ToolProps`: the trigger's ref (with its shortcut), name,
 * class and content, and the tooltip to wrap the trigger in.
 */
function useTool(
  { label, icon: Icon, shortcut, showLabel = false, className }: ToolProps,
  ref: Ref<HTMLButtonElement>,
) {
  const shortcutRef = useShortcutRef(ref, shortcut);
  const triggerProps = {
    ref: shortcutRef,
    'aria-label': showLabel ? undefined : label,
    className: clsx(toolbarButton({ withText: showLabel }), className),
    children: (
      <>
        <Icon aria-hidden className={toolbarIcon} />
        {showLabel ? label : null}
      </>
    ),
  };
  const withTooltip = (trigger: ReactNode) => (
    <TooltipTrigger delay={600}>
      {trigger}
      <Tooltip placement="bottom">{shortcut ? `${label} (${shortcut})` : label}</Tooltip>
    </TooltipTrigger>
  );
  return { triggerProps, withTooltip };
}

export interface ToolbarButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children'>, ToolProps {}

/**
 * A tool that does something at once or opens something (a dialog, a picker, a file chooser): it can
 * be the trigger of react-aria's `DialogTrigger` or `FileTrigger`.
 */
export const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(
  function ToolbarButton({ label, icon, shortcut, showLabel, className, ...props }, ref) {
    const { triggerProps, withTooltip } = useTool(
      { label, icon, shortcut, showLabel, className },
      ref,
    );
    return withTooltip(<AriaButton {...props} {...triggerProps} />);
  },
);

export interface ToolbarToggleButtonProps
  extends Omit<AriaToggleButtonProps, 'className' | 'children'>, ToolProps {}

/** A tool that is on or off (bold, a preview), announced as a pressed button. */
export const ToolbarToggleButton = forwardRef<HTMLButtonElement, ToolbarToggleButtonProps>(
  function ToolbarToggleButton({ label, icon, shortcut, showLabel, className, ...props }, ref) {
    const { triggerProps, withTooltip } = useTool(
      { label, icon, shortcut, showLabel, className },
      ref,
    );
    return withTooltip(<AriaToggleButton {...props} {...triggerProps} />);
  },
);

/** A line between groups of tools. */
export function ToolbarSeparator() {
  return <Separator orientation="vertical" className={toolbarSeparator} />;
}
