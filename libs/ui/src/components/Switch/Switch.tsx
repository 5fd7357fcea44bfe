import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { useFieldHelpById } from '../Field';
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
  const { describedBy, help } = useFieldHelpById({
    description,
    describedBy: props['aria-describedby'],
    descriptionClassName: switchDescription,
  });
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
      {help}
    </div>
  );
});
