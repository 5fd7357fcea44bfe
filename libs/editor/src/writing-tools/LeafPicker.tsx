import { Popover, ToolbarButton } from '@vn/ui';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogTrigger, ListBox, ListBoxItem } from 'react-aria-components';
import type { ToolProps } from './FormattingTools';
import { pickerCell, pickerGrid } from './tools.css';
import { useFocusText } from './use-focus-text';

export interface PickerItem {
  id: string;
  /** What the picture means, for assistive technology and as its tooltip. */
  label: string;
  picture: ReactNode;
}

export interface LeafPickerProps extends ToolProps {
  label: string;
  icon: LucideIcon;
  items: readonly PickerItem[];
  onPick: (id: string) => void;
}

/**
 * A grid of pictures to insert (stickers, smiles) in a popover: the arrow keys move in the grid,
 * Enter inserts and closes, Escape closes; the focus goes back to the text.
 */
export function LeafPicker({ label, icon, items, onPick, isDisabled }: LeafPickerProps) {
  const focusText = useFocusText();
  return (
    <DialogTrigger>
      <ToolbarButton label={label} icon={icon} isDisabled={isDisabled} />
      <Popover aria-label={label} placement="bottom start">
        {({ close }) => (
          <ListBox
            aria-label={label}
            layout="grid"
            autoFocus="first"
            items={items}
            className={pickerGrid}
            onAction={(id) => {
              onPick(String(id));
              close();
              requestAnimationFrame(focusText);
            }}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.label}
                aria-label={item.label}
                className={pickerCell}
              >
                {item.picture}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </Popover>
    </DialogTrigger>
  );
}
