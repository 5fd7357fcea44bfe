import { draftMessages } from '@vn/domain';
import { Button } from '@vn/ui';
import { useId, useState } from 'react';
import * as styles from './DraftPage.css';

/**
 * The draft's raw data (docs/product §2.2 /postDrafts/{id}: "raw data toggle", "Показать данные"/"Скрыть
 * данные"): the draft as the API answered it, as JSON. The block is always in the page, hidden while
 * closed, so the button's aria-controls names an element that exists.
 */
export function RawDataToggle({ data }: { data: unknown }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className={styles.rawData}>
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={id}
        onPress={() => setShown((value) => !value)}
      >
        {shown ? draftMessages.hideData : draftMessages.showData}
      </Button>
      {/* Focusable: the block scrolls, and a keyboard reader must be able to scroll it. */}
      <pre
        id={id}
        className={styles.json}
        hidden={!shown}
        tabIndex={0}
        aria-label="Данные черновика"
      >
        {shown ? JSON.stringify(data, null, 2) : null}
      </pre>
    </div>
  );
}
