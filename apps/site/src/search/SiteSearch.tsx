import { SearchSuggestFallback, type SearchSuggestFallbackProps } from '@vn/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadedSuggestingSearch,
  loadSuggestingSearch,
  type SuggestingSearchComponent,
} from './suggesting-search-chunk';

/**
 * The global search box (docs/product §2.1) of the top bar and the mobile search. The suggestions
 * need react-aria's combo box, list box and text field, some 16 KB gzipped that the first page of a
 * visit does not need (the first-visit JavaScript budget, docs/architecture.md § Budgets), so the
 * box starts as `SearchSuggestFallback`, which already searches with Enter, and its code loads when
 * the reader reaches for it: the pointer over it, a touch, the focus, or the mobile search opened.
 * The real box then takes its place with the same text; if the focus was in the stand-in it moves
 * into the new box at once (caret after the text), so typing goes on, and if the reader has typed
 * there since the last search, the suggestions open (not after Enter: the list would cover the
 * results).
 */
export function SiteSearch(props: SearchSuggestFallbackProps) {
  const [Suggesting, setSuggesting] = useState<SuggestingSearchComponent | null>(() =>
    loadedSuggestingSearch(),
  );
  const [hadFocus, setHadFocus] = useState(false);
  // Typed into the stand-in and not yet searched: the suggestions are what the reader is waiting for.
  const [isTyping, setTyping] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const reachFor = useCallback(() => {
    if (Suggesting) return;
    loadSuggestingSearch().then(
      (component) => {
        setHadFocus(root.current?.contains(document.activeElement) ?? false);
        setSuggesting(() => component);
      },
      () => {
        // The stand-in stays: it still searches, only without suggestions.
      },
    );
  }, [Suggesting]);

  // The mobile box appears because the reader asked for it.
  const { autoFocus } = props;
  useEffect(() => {
    if (autoFocus) reachFor();
  }, [autoFocus, reachFor]);

  return (
    <div ref={root} onPointerEnter={reachFor} onTouchStart={reachFor} onFocus={reachFor}>
      {Suggesting ? (
        <Suggesting
          {...props}
          autoFocus={autoFocus || hadFocus}
          defaultOpen={hadFocus && isTyping}
        />
      ) : (
        <SearchSuggestFallback
          {...props}
          onChange={(text) => {
            setTyping(true);
            props.onChange(text);
          }}
          onSubmit={(text) => {
            setTyping(false);
            props.onSubmit(text);
          }}
        />
      )}
    </div>
  );
}
