import { Fragment } from 'react';
import { searchSuggestMatch } from './SearchSuggest.css';

/** A piece of a text, marked where a search matched it. */
export interface MatchedTextPart {
  text: string;
  marked: boolean;
}

/**
 * A text with what a search matched in bold and underlined, never colour alone. `<b>`, not `<mark>`:
 * a screen reader would announce "highlighted" in every result. The app works the parts out.
 */
export function MatchedText({ parts }: { parts: readonly MatchedTextPart[] }) {
  return parts.map((part, at) =>
    part.marked ? (
      <b key={at} className={searchSuggestMatch}>
        {part.text}
      </b>
    ) : (
      <Fragment key={at}>{part.text}</Fragment>
    ),
  );
}
