import { clsx } from 'clsx';
import { forwardRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs, type TabsVariants } from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  /**
   * How the chosen tab is marked.
   * @default 'line'
   */
  variant?: TabsVariants['variant'];
  className?: string;
}

/** Tabs on react-aria's `Tabs`: arrows move between tabs, the panel follows the selection. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { variant, className, ...props },
  ref,
) {
  return <AriaTabs {...props} ref={ref} className={clsx(tabs({ variant }), className)} />;
});

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs; name it with `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={clsx(tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

export const Tab = forwardRef<HTMLDivElement, TabProps>(function Tab({ className, ...props }, ref) {
  return <AriaTab {...props} ref={ref} className={clsx(tab, className)} />;
});

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { className, ...props },
  ref,
) {
  return <AriaTabPanel {...props} ref={ref} className={clsx(tabPanel, className)} />;
});
