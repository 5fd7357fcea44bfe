import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import {
  switchControl,
  switchDescription,
  switchRoot,
  switchThumb,
  switchTrack,
  type SwitchVariants,
} from './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  /** A hint under the label (a switch cannot be invalid: it is always on or off). */
  description?: ReactNode;
  /** @default 'md' */
  size?: SwitchVariants['size'];
  className?: string;
}

/** An on/off switch on react-aria's `Switch` (`role="switch"`), for settings applied at once. */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch(
  { label, description, size, className, ...props },
  ref,
) {
  const descriptionId = useId();
  const describedBy =
    [props['aria-describedby'], description != null ? descriptionId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={clsx(switchRoot, className)}>
      <AriaSwitch
        {...props}
        ref={ref}
        aria-describedby={describedBy}
        className={switchControl({ size })}
      >
        <span className={switchTrack} aria-hidden>
          <span className={switchThumb} />
        </span>
        {label}
      </AriaSwitch>
      {description != null && (
        <span id={descriptionId} className={switchDescription}>
          {description}
        </span>
      )}
    </div>
  );
});
