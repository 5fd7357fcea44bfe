import { TIMINGS } from '@vn/domain';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { comboBoxEmpty, comboBoxGroup, comboBoxInput, comboBoxSpinner } from './ComboBox.css';
import { listBox, listOption, listPopover } from '../../theme/list-popup.css';

/** One result of a `ComboBox` search. */
export interface ComboBoxItem {
  id: Key;
  label: string;
}

export interface ComboBoxProps<T extends ComboBoxItem = ComboBoxItem>
  extends
    Omit<
      AriaComboBoxProps<T>,
      'className' | 'children' | 'items' | 'defaultItems' | 'allowsEmptyCollection'
    >,
    FieldKitProps {
  /** Finds the items for the typed text; called once typing pauses for `debounceMs`. */
  onSearch: (text: string) => Promise<T[]>;
  /**
   * Pause after the last keystroke before searching, in ms.
   * @default TIMINGS.userSearchDebounceMs (200)
   */
  debounceMs?: number;
  placeholder?: string;
  /**
   * Empties the field after each choice, ready for the next (adding contacts, projects, owners, a
   * group to filter by): the choice is reported, nothing stays chosen, and focus stays in the field.
   */
  clearAfterChoice?: boolean;
}

/**
 * A search-as-you-type choice on react-aria's `ComboBox` (e.g. the user search): the list shows
 * "Загрузка..." while the debounced `onSearch` runs and "Ничего не найдено" when it finds nothing.
 */
export function ComboBox<T extends ComboBoxItem = ComboBoxItem>({
  onSearch,
  debounceMs = TIMINGS.userSearchDebounceMs,
  label,
  description,
  errorMessage,
  placeholder,
  size,
  className,
  onInputChange,
  onChange,
  clearAfterChoice = false,
  ...props
}: ComboBoxProps<T>) {
  const [query, setQuery] = useState('');
  /** The field's text, held here only when it empties after a choice. */
  const [inputValue, setInputValue] = useState('');
  /*
   * After a choice react-aria writes the chosen label into the input. That is not the reader typing,
   * so it starts no search. (react-aria may report that write before or after the choice itself; the
   * choice survives either way, because the results stay until new ones arrive, below.)
   */
  const chosenLabel = useRef<string | null>(null);
  const [items, setItems] = useState<T[]>([]);
  const [isPending, setPending] = useState(false);
  const search = useRef(onSearch);
  useLayoutEffect(() => {
    search.current = onSearch;
  });

  useEffect(() => {
    if (query === '') return;
    let isStale = false;
    const timer = setTimeout(() => {
      search.current(query).then(
        (found) => {
          if (isStale) return;
          setItems(found);
          setPending(false);
        },
        () => {
          if (isStale) return;
          setItems([]);
          setPending(false);
        },
      );
    }, debounceMs);
    return () => {
      isStale = true;
      clearTimeout(timer);
    };
  }, [query, debounceMs]);

  return (
    <AriaComboBox
      {...props}
      {...(clearAfterChoice ? { selectedKey: null, inputValue } : {})}
      items={items}
      allowsEmptyCollection={query !== ''}
      onChange={(value) => {
        chosenLabel.current = items.find((item) => item.id === value)?.label ?? null;
        onChange?.(value);
        if (clearAfterChoice && value !== null) {
          chosenLabel.current = null;
          setInputValue('');
          setQuery('');
          setItems([]);
          setPending(false);
        }
      }}
      onInputChange={(text) => {
        if (clearAfterChoice) setInputValue(text);
        onInputChange?.(text);
        if (text === chosenLabel.current) return;
        chosenLabel.current = null;
        const next = text.trim();
        if (next === query) return;
        setQuery(next);
        // Keep the current results until the new ones arrive: emptying them would drop a chosen item
        // from the list, and react-aria would then clear the choice. An emptied input clears them.
        if (next === '') setItems([]);
        setPending(next !== '');
      }}
      className={clsx(fieldRoot, className)}
    >
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <div className={comboBoxGroup}>
        <Input placeholder={placeholder} className={clsx(fieldInput({ size }), comboBoxInput)} />
        {isPending && <LoaderCircle className={comboBoxSpinner} size="1.1em" aria-hidden />}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listPopover}>
        <ListBox
          className={listBox}
          renderEmptyState={() => (
            <div className={comboBoxEmpty}>{isPending ? 'Загрузка...' : 'Ничего не найдено'}</div>
          )}
        >
          {(item: T) => (
            <ListBoxItem id={item.id} textValue={item.label} className={listOption}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
