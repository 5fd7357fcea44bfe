import type { ReactNode } from 'react';
import { TitledSection } from '../../app/TitledSection';
import * as styles from './SettingsPage.css';

/** One section of /settings, named by its heading (`settings-{id}` ties the two). */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSection headingId={`settings-${id}`} title={title} styles={styles}>
      {children}
    </TitledSection>
  );
}
