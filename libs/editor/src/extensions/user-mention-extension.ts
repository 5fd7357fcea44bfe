import type { CommandFunction, FromToProps, Handler } from '@remirror/core';
import type { Suggester } from '@remirror/pm/suggest';
import { sanitizeMarkup } from '@vn/domain';
import { InlineLeafExtension, textLeafSpec, type InlineLeafSpec } from './inline-leaf-extension';
import { insertLeaves, marksForLeaf } from './insert-inline';

/** What the reader is typing after `@`, and where it is, so a choice can replace it. */
export interface MentionQuery {
  query: string;
  range: FromToProps;
}

export interface UserMentionOptions {
  /** Called as the text after `@` changes; `null` when the reader leaves it. */
  onQueryChange: Handler<(query: MentionQuery | null) => void>;
}

/** Whether the markup keeps a mention of this name (one line, no bracket, docs/product §3). */
function isUsername(username: string): boolean {
  return sanitizeMarkup([{ type: 'user', username }]).length === 1;
}

/** The text a mention shows and copies as. */
function mentionText(username: string): string {
  return `@${username}`;
}

/**
 * `[user]name[/user]`: a mention of a user (docs/product §3). Typing `@` starts a query; the app looks the
 * users up (its debounced search of /api/usersEntities) and the reader picks one, which replaces
 * the typed text. A mention is one unit: it is never split or half-deleted.
 */
export class UserMentionExtension extends InlineLeafExtension<UserMentionOptions> {
  static override handlerKeys = ['onQueryChange'];

  get name() {
    return 'user' as const;
  }

  protected leafSpec(): InlineLeafSpec {
    return textLeafSpec({
      markup: this.name,
      attribute: 'username',
      isAllowed: isUsername,
      text: mentionText,
    });
  }

  override createSuggesters(): Suggester {
    return {
      name: 'user',
      char: '@',
      // A user name runs to the next space; "@" inside an address (name@host) starts nothing.
      supportedCharacters: /[^\s@[\]]+/,
      invalidMarks: ['a', 'novel'],
      onChange: (props) => {
        this.options.onQueryChange(
          props.exitReason ? null : { query: props.query.full, range: props.range },
        );
      },
    };
  }

  /**
   * Mentions a user: replaces the typed `@query` (or, without a range, the selection) with the
   * mention and a space, so the reader can type on.
   */
  insertUserMention(username: string, range?: FromToProps): CommandFunction {
    return (props) => {
      if (!isUsername(username)) return false;
      const { tr, state } = props;
      const mention = this.type.create({ username });
      if (!range) return insertLeaves([mention])(props);
      const marks = marksForLeaf(state.doc.resolve(range.from).marks());
      tr.replaceWith(range.from, range.to, mention.mark(marks));
      tr.insertText(' ', range.from + mention.nodeSize);
      props.dispatch?.(tr.scrollIntoView());
      return true;
    };
  }

  override createCommands() {
    return {
      insertUserMention: (username: string, range?: FromToProps) =>
        this.insertUserMention(username, range),
    };
  }
}
