import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldKitProps, FieldLabel } from '../Field';
import { fieldInput, fieldRoot } from '../Field/Field.css';
import { searchClear, searchGroup, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'children'>, FieldKitProps {
  /** A visible label; without it the field is named by `aria-label` ("Поиск" by default). */
  label?: ReactNode;
  /** @default 'Поиск' */
  placeholder?: string;
}

/** A search box on react-aria's `SearchField`: Enter submits, Escape and the cross clear it. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, description, errorMessage, placeholder = 'Поиск', size, className, ...props },
  ref,
) {
  const ariaLabel = label == null && !props['aria-labelledby'] ? 'Поиск' : undefined;
  return (
    <AriaSearchField aria-label={ariaLabel} {...props} className={clsx(fieldRoot, className)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <div className={searchGroup}>
        <Search className={searchIcon} size="1.1em" aria-hidden />
        <Input
          ref={ref}
          placeholder={placeholder}
          className={clsx(fieldInput({ size }), searchInput)}
        />
        <Button className={searchClear} aria-label="Очистить поиск">
          <X size="1em" aria-hidden />
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
});
