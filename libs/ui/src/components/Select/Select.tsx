import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from '../Field';
import { fieldInput, fieldRoot, type FieldInputVariants } from '../Field/Field.css';
import { selectChevron, selectOption, selectTrigger, selectValue } from './Select.css';
import { listBox, listPopover } from '../../theme/list-popup.css';

/** One option of a `Select`. */
export interface SelectItem {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectItem = SelectItem> extends Omit<
  AriaSelectProps<T>,
  'className' | 'children'
> {
  /** The options, in order. */
  items: Iterable<T>;
  /** The visible label; without it, pass `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** @default 'Выберите' */
  placeholder?: string;
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  className?: string;
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
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
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
