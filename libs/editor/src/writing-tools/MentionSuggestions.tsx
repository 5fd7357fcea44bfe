import { ExtensionPriority } from '@remirror/core';
import { useCommands, useExtensionEvent, useKeymaps, useRemirrorContext } from '@remirror/react';
import { useCallback, useEffect, useId, useLayoutEffect, useState, type RefObject } from 'react';
import type { MarkupExtension } from '../extensions/markup-extensions';
import { UserMentionExtension, type MentionQuery } from '../extensions/user-mention-extension';
import { suggestion, suggestionNote, suggestions } from './tools.css';

/** A user the app found for a mention. */
export interface UserSuggestion {
  username: string;
}

/** Finds users by the start of their name (the app's debounced /api/usersEntities). */
export type SearchUsers = (query: string) => Promise<readonly UserSuggestion[]>;

interface Found {
  query: string;
  users: readonly UserSuggestion[];
}

export interface MentionSuggestionsProps {
  search: SearchUsers;
  /** The positioned box the list is placed in, under the caret. */
  containerRef: RefObject<HTMLElement | null>;
}

/**
 * The users offered after `@` (docs/product §3 `[user]`): a list under the caret while the focus stays in
 * the text (its active option is the text's `aria-activedescendant`). ArrowDown and ArrowUp move,
 * Enter or Tab chooses, Escape closes; a click chooses too.
 */
export function MentionSuggestions({ search, containerRef }: MentionSuggestionsProps) {
  const listId = useId();
  const { view } = useRemirrorContext();
  const commands = useCommands<MarkupExtension>();
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useExtensionEvent(
    UserMentionExtension,
    'onQueryChange',
    useCallback((query: MentionQuery | null) => {
      setMention(query);
      setActive(0);
    }, []),
  );

  const query = mention?.query ?? '';
  useEffect(() => {
    if (query === '') return;
    let isStale = false;
    search(query).then(
      (users) => !isStale && setFound({ query, users }),
      () => !isStale && setFound({ query, users: [] }),
    );
    return () => {
      isStale = true;
    };
  }, [query, search]);

  const isOpen = mention !== null && dismissedAt !== mention.range.from;
  const users = found && found.query === query ? found.users : null;
  const options = users ?? [];

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const caret = view.coordsAtPos(mention.range.from);
    const box = container.getBoundingClientRect();
    setPlace({ top: caret.bottom - box.top + 4, left: Math.max(0, caret.left - box.left) });
  }, [isOpen, mention, view, containerRef]);

  const optionId = (index: number) => `${listId}-${index}`;
  const hasActive = isOpen && options.length > 0;
  useEffect(() => {
    const text = view.dom;
    if (hasActive) {
      text.setAttribute('aria-controls', listId);
      text.setAttribute('aria-activedescendant', optionId(Math.min(active, options.length - 1)));
    } else {
      text.removeAttribute('aria-activedescendant');
      text.removeAttribute('aria-controls');
    }
  });

  const choose = useCallback(
    (user: UserSuggestion) => {
      if (!mention) return;
      commands.insertUserMention(user.username, mention.range);
      setMention(null);
    },
    [commands, mention],
  );

  const move = (step: number) => () => {
    if (!hasActive) return false;
    setActive((index) => (index + step + options.length) % options.length);
    return true;
  };
  const chooseActive = () => {
    if (!hasActive) return false;
    choose(options[Math.min(active, options.length - 1)]!);
    return true;
  };
  useKeymaps(
    {
      ArrowDown: move(1),
      ArrowUp: move(-1),
      Enter: chooseActive,
      Tab: chooseActive,
      Escape: () => {
        if (!isOpen) return false;
        setDismissedAt(mention.range.from);
        return true;
      },
    },
    ExtensionPriority.Highest,
  );

  if (!isOpen || !place) return null;
  const note =
    query === ''
      ? 'Начните вводить имя пользователя'
      : users === null
        ? 'Загрузка...'
        : users.length === 0
          ? 'Пользователь не найден'
          : null;
  const position = { top: place.top, left: place.left };
  if (note !== null) {
    return (
      <div role="status" className={`${suggestions} ${suggestionNote}`} style={position}>
        {note}
      </div>
    );
  }
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Пользователи"
      className={suggestions}
      style={position}
    >
      {options.map((user, index) => (
        <li
          key={user.username}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={suggestion}
          // The focus stays in the text: the option is chosen before the text could lose it.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(user);
          }}
          onMouseEnter={() => setActive(index)}
        >
          @{user.username}
        </li>
      ))}
    </ul>
  );
}
