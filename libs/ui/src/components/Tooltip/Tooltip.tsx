import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { tooltip, tooltipArrow, tooltipArrowShape } from './Tooltip.css';

export interface TooltipProps extends Omit<AriaTooltipProps, 'children' | 'className'> {
  /** The hint: a few words that name or explain the trigger. */
  children: ReactNode;
  /**
   * Where the tooltip sits relative to its trigger (flips when there is no room).
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /**
   * Distance from the trigger in pixels.
   * @default 8
   */
  offset?: number;
  className?: string;
}

/**
 * A hint shown on hover and keyboard focus, on react-aria's `Tooltip` with an `OverlayArrow`. Put it
 * in a `TooltipTrigger` after a focusable trigger (a `Button`): opening, delays, Escape and
 * `aria-describedby` come from react-aria.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { children, placement = 'top', offset = 8, className, ...props },
  ref,
) {
  return (
    <AriaTooltip
      {...props}
      ref={ref}
      placement={placement}
      offset={offset}
      className={clsx(tooltip, className)}
    >
      <OverlayArrow className={tooltipArrow}>
        <svg className={tooltipArrowShape} viewBox="0 0 8 8" aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
});

export { TooltipTrigger, type TooltipTriggerComponentProps as TooltipTriggerProps };
