import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { Button, Input } from 'react-aria-components';
import { fieldInput } from '../Field/Field.css';
import {
  searchSuggestClear,
  searchSuggestGroup,
  searchSuggestIcon,
  searchSuggestInput,
  searchSuggestRoot,
} from './SearchSuggest.css';
import type { SearchSuggestProps } from './SearchSuggest';

export type SearchSuggestFallbackProps = Omit<
  SearchSuggestProps,
  'items' | 'isLoading' | 'errorMessage' | 'minLength' | 'defaultOpen'
>;

/**
 * `SearchSuggest` before its list can open: the same box, which already takes the text, submits it
 * with Enter and clears it with Escape. The site shows it on every first page and loads the combo
 * box's code only when the reader reaches for the box (the first-visit JavaScript budget,
 * docs/architecture.md § Budgets), then swaps the real one in with the same text and focus.
 *
 * Deliberately, its input carries the combo box's roles by hand (a collapsed combobox with a list
 * of suggestions): the element under a screen reader keeps one role across the swap, rather than
 * turning from a search box into a combo box while the reader is on it.
 */
export function SearchSuggestFallback({
  value,
  onChange,
  onSubmit,
  placeholder = 'Поиск',
  'aria-label': ariaLabel = 'Поиск',
  size,
  autoFocus = false,
  className,
}: SearchSuggestFallbackProps) {
  return (
    <div className={clsx(searchSuggestRoot, className)}>
      <div className={searchSuggestGroup}>
        <Search className={searchSuggestIcon} size="1.1em" aria-hidden />
        <Input
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-label={ariaLabel}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          // The reader asked for the box (the mobile search toggle): focus goes straight into it.
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.nativeEvent.isComposing) return;
            if (event.key === 'Enter') onSubmit(value);
            if (event.key === 'Escape') onChange('');
          }}
          className={clsx(fieldInput({ size }), searchSuggestInput)}
        />
        {value !== '' && (
          <Button
            aria-label="Очистить поиск"
            excludeFromTabOrder
            preventFocusOnPress
            onPress={() => onChange('')}
            className={searchSuggestClear}
          >
            <X size="1em" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
