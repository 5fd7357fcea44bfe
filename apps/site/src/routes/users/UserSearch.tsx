import { TIMINGS } from '@vn/domain';
import { SearchField } from '@vn/ui';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../app/use-debounced-value';
import * as styles from './UsersPage.css';

export interface UserSearchProps {
  /** The search of the address. */
  value: string;
  /** A new search, once typing has paused for 200 ms (docs/product §9, as every user search of the site). */
  onSearch: (search: string) => void;
}

/** The user list's search box: the text is the field's own while typed, the address gets it settled. */
export function UserSearch({ value, onSearch }: UserSearchProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, TIMINGS.userSearchDebounceMs);
  // The last search this box and the address agreed on, so neither echoes the other.
  const agreed = useRef(value);

  useEffect(() => {
    if (settled.trim() === agreed.current.trim()) return;
    agreed.current = settled;
    onSearch(settled);
  }, [settled, onSearch]);

  // The address changed another way (back, a link): the field follows it.
  useEffect(() => {
    if (value.trim() === agreed.current.trim()) return;
    agreed.current = value;
    setText(value);
  }, [value]);

  return (
    <SearchField
      className={styles.search}
      label="Найти пользователя"
      placeholder="Имя или e-mail"
      value={text}
      onChange={setText}
    />
  );
}
