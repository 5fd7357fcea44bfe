import { clsx } from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import * as styles from './Menu.css';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  /** The button that opens the menu (a `Button` of this library). */
  trigger: ReactElement;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/**
 * A menu that opens from a button (the avatar menu, the block-size menu of the main page): arrow keys
 * move, Enter chooses, Escape closes and returns focus — all from react-aria. The menu is named by
 * its button's text.
 */
export function Menu<T extends object>({ trigger, children, className, ...props }: MenuProps<T>) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={styles.popover}>
        <AriaMenu {...props} className={clsx(styles.menu, className)}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className'> {
  className?: string;
}

/** An entry of a `Menu`: an action (`onAction`) or a link (`href`). */
export function MenuItem({ className, ...props }: MenuItemProps) {
  return <AriaMenuItem {...props} className={clsx(styles.item, className)} />;
}
