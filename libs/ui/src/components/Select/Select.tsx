import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { selectChevron, selectOption, selectTrigger, selectValue } from './Select.css';
import { listBox, listPopover } from '../../theme/list-popup.css';

/** One option of a `Select`. */
export interface SelectItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectItem = SelectItem>
  extends Omit<AriaSelectProps<T>, 'className' | 'children'>, FieldKitProps {
  /** The options, in order. */
  items: Iterable<T>;
  /** @default 'Выберите' */
  placeholder?: string;
}

/**
 * A single choice from a popover list on react-aria's `Select`; the list is at most 10 rows high
 * (docs/product §9) and scrolls beyond that.
 */
export function Select<T extends SelectItem = SelectItem>({
  items,
  label,
  description,
  errorMessage,
  placeholder = 'Выберите',
  size,
  className,
  ...props
}: SelectProps<T>) {
  const disabledKeys = [...items].filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaSelect
      disabledKeys={disabledKeys}
      {...props}
      placeholder={placeholder}
      className={clsx(fieldRoot, className)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <Button className={clsx(fieldInput({ size }), selectTrigger)}>
        <SelectValue className={selectValue} />
        <ChevronDown className={selectChevron} size="1.1em" aria-hidden />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listPopover}>
        <ListBox className={listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={selectOption}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && <Check size="1em" aria-hidden />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
