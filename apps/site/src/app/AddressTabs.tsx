import { Tab, TabList, TabPanel, Tabs } from '@vn/ui';
import type { ReactNode } from 'react';
import * as styles from './AddressTabs.css';

interface AddressTabsProps<K extends string> {
  /** The tab row's accessible name. */
  label: string;
  tabs: readonly K[];
  selected: K;
  labelOf: (tab: K) => string;
  /** The address that shows a tab. */
  hrefOf: (tab: K) => string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs whose choice lives in the address (docs/conventions.md § State in the address): each tab is
 * a link, and the one panel shows what the address chose.
 */
export function AddressTabs<K extends string>({
  label,
  tabs,
  selected,
  labelOf,
  hrefOf,
  panelClassName,
  children,
}: AddressTabsProps<K>) {
  return (
    <Tabs selectedKey={selected}>
      <div className={styles.tabRow}>
        <TabList aria-label={label}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} href={hrefOf(tab)}>
              {labelOf(tab)}
            </Tab>
          ))}
        </TabList>
      </div>
      <TabPanel id={selected} className={panelClassName}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
