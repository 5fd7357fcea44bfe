import { clsx } from 'clsx';
import {
  ArrowRight,
  EyeOff,
  FileText,
  ImageOff,
  LoaderCircle,
  Search,
  User,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  Button,
  ComboBox,
  Collection,
  ComboBoxStateContext,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { listPopover } from '../../theme/list-popup.css';
import { fieldInput, type FieldInputVariants } from '../Field/Field.css';
import { MatchedText, type MatchedTextPart } from './MatchedText';
import {
  searchSuggestClear,
  searchSuggestEmpty,
  searchSuggestGroupTitle,
  searchSuggestGroup,
  searchSuggestIcon,
  searchSuggestInput,
  searchSuggestList,
  searchSuggestMore,
  searchSuggestName,
  searchSuggestNoPoster,
  searchSuggestOption,
  searchSuggestPopover,
  searchSuggestPoster,
  searchSuggestRoot,
  searchSuggestSection,
  searchSuggestSectionGroup,
  searchSuggestSpinner,
  searchSuggestTexts,
} from './SearchSuggest.css';

/** One suggested project: a link to its page. */
export interface SearchSuggestItem {
  /** Unique in the list (the project's id). */
  id: string;
  name: string;
  /**
   * The name cut into what the typed text matched (shown marked) and the rest; without it the name
   * shows plain. The app works the parts out: the component only shows them.
   */
  nameParts?: readonly MatchedTextPart[];
  /** Where the project belongs, as readers know it (the label of its section). */
  sectionLabel: string;
  /** The project's page; the suggestion is a link to it. */
  href: string;
  /** The poster's small copy; without one a placeholder shows. */
  posterSrc?: string | null;
  /**
   * The poster is marked (sexual content, violence) and the reader has not chosen to see such
   * images: a placeholder shows instead. An option cannot hold the veil's button.
   */
  isPosterVeiled?: boolean;
  /**
   * What it is, for the picture shown without a poster: a project (the default), an article, a
   * translator group, a person, or the way to every result.
   */
  kind?: SearchSuggestKind;
  /**
   * The heading of the group it belongs to («Статьи»): consecutive items of one group show under
   * it, an item without one on its own.
   */
  group?: string;
}

export type SearchSuggestKind = 'project' | 'article' | 'group' | 'person' | 'more';

/** What shows in a poster's place. */
const placeholderIcons: Record<SearchSuggestKind, LucideIcon> = {
  project: ImageOff,
  article: FileText,
  group: Users,
  person: User,
  more: ArrowRight,
};

/** A run of items of one group, shown under its heading. */
export interface SuggestionGroup {
  id: string;
  title: string;
  items: SearchSuggestItem[];
}

export type SuggestionEntry = SearchSuggestItem | SuggestionGroup;

/** The items as the list shows them: each run of one group as a group, the rest as they are. */
export function groupSuggestions(items: readonly SearchSuggestItem[]): SuggestionEntry[] {
  const entries: SuggestionEntry[] = [];
  for (const item of items) {
    const last = entries.at(-1);
    if (item.group === undefined) entries.push(item);
    else if (last && 'title' in last && last.title === item.group) last.items.push(item);
    else entries.push({ id: `group-${entries.length}`, title: item.group, items: [item] });
  }
  return entries;
}

export interface SearchSuggestProps {
  /** The typed text (controlled). */
  value: string;
  onChange: (value: string) => void;
  /** Enter with no suggestion highlighted: the whole text is searched (the app's search page). */
  onSubmit: (value: string) => void;
  /** The suggestions for `value`, best first; the app finds them (and keeps the last ones while it looks). */
  items: readonly SearchSuggestItem[];
  /** The app is looking for suggestions for the current text. */
  isLoading?: boolean;
  /** Why no suggestions could be found (the search failed); shown in the list instead of "Ничего не найдено". */
  errorMessage?: string;
  /**
   * How many characters (spaces aside) open the list.
   * @default 2
   */
  minLength?: number;
  /** @default 'Поиск' */
  placeholder?: string;
  /** @default 'Поиск' */
  'aria-label'?: string;
  /** @default 'md' */
  size?: FieldInputVariants['size'];
  /**
   * Focus the box when it appears, the caret after the text (at once, so that no key pressed in
   * between is lost: the site swaps this box in for `SearchSuggestFallback` mid-typing).
   */
  autoFocus?: boolean;
  /**
   * Open the list when the box appears, if enough text is typed: the reader was typing in the
   * stand-in this box replaces. (Not after a search was submitted: the list would cover the results.)
   */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The global search box (docs/product §2.1) with suggestions as the reader types: a react-aria
 * `ComboBox` whose options are links to projects (poster, name, section). Arrows move through them
 * and Enter opens the highlighted one; Enter with none highlighted submits the text; Escape closes the
 * list, and with the list closed clears the text, as the plain search box does. While the list is
 * open react-aria hides the rest of the page from screen readers (its combo box pattern,
 * adobe/react-spectrum#4937); Tab and Escape close it.
 */
export function SearchSuggest({
  value,
  onChange,
  onSubmit,
  items,
  isLoading = false,
  errorMessage,
  minLength = 2,
  placeholder = 'Поиск',
  'aria-label': ariaLabel = 'Поиск',
  size,
  autoFocus = false,
  defaultOpen = false,
  className,
}: SearchSuggestProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const isLongEnough = value.trim().length >= minLength;
  const [openOnMount] = useState(defaultOpen && isLongEnough);
  // The text just searched with Enter: its suggestions stay away, whatever arrives or re-renders
  // after the search (the list would cover the results), until the reader types again or asks for
  // the list with the arrows.
  const [searched, setSearched] = useState<string | null>(null);
  const suggests = isLongEnough && value !== searched;

  // Focus while the page is being drawn, not after it (react-aria's autoFocus waits for an effect):
  // a key pressed in between would go nowhere when this box replaces another one mid-typing.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only on mounting: a later change of the prop does not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    // react-aria has handled the key already; the attributes still say what the reader saw.
    // Enter on a highlighted suggestion follows its link (react-aria's), otherwise it submits.
    if (event.key === 'Enter' && !input.getAttribute('aria-activedescendant')) {
      setSearched(value);
      onSubmit(value);
    }
    // Escape closes an open list; on a closed one it clears the text.
    if (event.key === 'Escape' && input.getAttribute('aria-expanded') !== 'true') onChange('');
  };

  return (
    <ComboBox
      aria-label={ariaLabel}
      items={suggests ? groupSuggestions(items) : []}
      inputValue={value}
      onInputChange={(next) => {
        setSearched(null);
        onChange(next);
      }}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen && trigger === 'manual') setSearched(null);
      }}
      // A search box: the text is the value; suggestions are links, never a selection.
      allowsCustomValue
      selectedKey={null}
      // Below `minLength` the list stays shut; from there it opens, if only to say it is loading.
      allowsEmptyCollection={suggests}
      className={clsx(searchSuggestRoot, className)}
    >
      <div className={searchSuggestGroup}>
        {isLoading && isLongEnough ? (
          <LoaderCircle className={searchSuggestSpinner} size="1.1em" aria-hidden />
        ) : (
          <Search className={searchSuggestIcon} size="1.1em" aria-hidden />
        )}
        <Input
          ref={inputRef}
          placeholder={placeholder}
          enterKeyHint="search"
          onKeyDown={onKeyDown}
          className={clsx(fieldInput({ size }), searchSuggestInput)}
        />
        {value !== '' && (
          // `slot={null}`: not the combo box's own button (which would toggle the list).
          <Button
            slot={null}
            aria-label="Очистить поиск"
            excludeFromTabOrder
            preventFocusOnPress
            onPress={() => {
              onChange('');
              inputRef.current?.focus();
            }}
            className={searchSuggestClear}
          >
            <X size="1em" aria-hidden />
          </Button>
        )}
      </div>
      <OpenOnMount when={openOnMount} />
      <Popover className={clsx(listPopover, searchSuggestPopover)}>
        <ListBox<SuggestionEntry>
          className={searchSuggestList}
          renderEmptyState={() => (
            <div className={searchSuggestEmpty}>
              {isLoading ? 'Загрузка...' : (errorMessage ?? 'Ничего не найдено')}
            </div>
          )}
        >
          {(entry) => <SearchSuggestEntry entry={entry} />}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** A group of suggestions under its heading, or one suggestion on its own. */
export function SearchSuggestEntry({ entry }: { entry: SuggestionEntry }) {
  if (!('title' in entry)) return <SearchSuggestOption item={entry} />;
  return (
    <ListBoxSection id={entry.id} className={searchSuggestSectionGroup}>
      <Header className={searchSuggestGroupTitle}>{entry.title}</Header>
      <Collection items={entry.items}>{(item) => <SearchSuggestOption item={item} />}</Collection>
    </ListBoxSection>
  );
}

/** Opens the list once, after mounting, when `when` holds (`defaultOpen` with enough text typed). */
function OpenOnMount({ when }: { when: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const isDone = useRef(false);
  useEffect(() => {
    if (!when || isDone.current || !state) return;
    isDone.current = true;
    state.open(null, 'manual');
  });
  return null;
}

/**
 * One suggestion: a link to the project, named by what it shows, the project's name then its section
 * (the name of a link holds its visible text, WCAG 2.5.3).
 */
export function SearchSuggestOption({ item }: { item: SearchSuggestItem }) {
  const { posterSrc, isPosterVeiled = false, kind = 'project' } = item;
  const Placeholder = isPosterVeiled ? EyeOff : placeholderIcons[kind];
  return (
    <ListBoxItem
      id={item.id}
      href={item.href}
      textValue={item.name}
      // The visible text, said once: the marked parts of the name would otherwise be read apart.
      aria-label={`${item.name} ${item.sectionLabel}`}
      className={clsx(searchSuggestOption, kind === 'more' && searchSuggestMore)}
    >
      {posterSrc && !isPosterVeiled ? (
        // The name is the text beside it; the poster adds nothing a screen reader should say.
        <img src={posterSrc} alt="" decoding="async" className={searchSuggestPoster} />
      ) : (
        <span className={searchSuggestNoPoster}>
          <Placeholder size="1em" aria-hidden />
        </span>
      )}
      {/* Two lines on screen; the space keeps them two words apart in the option's name. */}
      <span className={searchSuggestTexts}>
        <span className={searchSuggestName}>
          {item.nameParts ? <MatchedText parts={item.nameParts} /> : item.name}
        </span>{' '}
        <span className={searchSuggestSection}>{item.sectionLabel}</span>
      </span>
    </ListBoxItem>
  );
}
