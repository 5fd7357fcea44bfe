import { Button, Popover } from '@vn/ui';
import { SunMoon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DialogTrigger } from 'react-aria-components';
import * as styles from './AppearanceMenu.css';

// The controls load when the menu is first opened: every page has the button, few readers press it
// (the /novels JavaScript budget).
const AppearanceControls = lazy(() =>
  import('./AppearanceControls').then((module) => ({ default: module.AppearanceControls })),
);

/** The top bar's appearance menu, for guests and signed-in readers alike. */
export function AppearanceMenu() {
  return (
    <DialogTrigger>
      <Button variant="ghost" iconOnly aria-label="Оформление">
        <SunMoon aria-hidden size="1.25em" />
      </Button>
      <Popover aria-label="Оформление" placement="bottom end">
        <div className={styles.menu}>
          <Suspense fallback={<p role="status">Загрузка...</p>}>
            <AppearanceControls />
          </Suspense>
        </div>
      </Popover>
    </DialogTrigger>
  );
}
