import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';
import type { Mark } from '@remirror/pm/model';
import { isSafeLinkUrl } from '@vn/domain';
import { linkSelectionOrInsert, markRangeAtCursor, removeMarkAtCursor } from './toggle-mark';
import { USER_LINK_REL } from '../user-links';
import { checkedAttributeRule } from './checked-attribute-rule';

export type LinkOptions = object;

/**
 * `[a href="…"]`: a link to an http(s), mailto or site-relative address (docs/product §3; the domain's
 * `isSafeLinkUrl`), holding only b, i, u and s. A link is not typed into when the cursor is at its
 * end (`inclusive: false`), and it excludes the project link (no link inside a link).
 */
export class LinkExtension extends MarkExtension<LinkOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return 'a' as const;
  }

  override createTags() {
    return [ExtensionTag.Link];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    return {
      ...override,
      attrs: { href: {} },
      inclusive: false,
      excludes: ExtensionTag.Link,
      parseDOM: [
        checkedAttributeRule(
          'a[href]:not([data-markup="novel"])',
          'href',
          (element) => (element.getAttribute('href') ?? '').trim(),
          isSafeLinkUrl,
        ),
      ],
      toDOM: (mark: Mark) => [
        'a',
        { href: String(mark.attrs['href']), rel: USER_LINK_REL, 'data-markup': 'a' },
        0,
      ],
    };
  }

  /**
   * Links the selection to `href`; with nothing selected, inserts `text` (the address itself when
   * `text` is blank) as the link. Refuses an address the markup does not allow.
   */
  insertLink({ href, text }: { href: string; text?: string }): CommandFunction {
    const address = href.trim();
    if (!isSafeLinkUrl(address)) return () => false;
    return linkSelectionOrInsert(this.type.create({ href: address }), text?.trim() || address);
  }

  /** Points the link the cursor is in at another address. */
  updateLink(href: string): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const address = href.trim();
      const range = markRangeAtCursor(state, this.type);
      if (!range || !isSafeLinkUrl(address)) return false;
      tr.addMark(range.from, range.to, this.type.create({ href: address }));
      dispatch?.(tr);
      return true;
    };
  }

  /** Takes the link the cursor is in away, keeping its text. */
  removeLink(): CommandFunction {
    return removeMarkAtCursor(this.type);
  }

  override createCommands() {
    return {
      insertLink: (link: { href: string; text?: string }) => this.insertLink(link),
      updateLink: (href: string) => this.updateLink(href),
      removeLink: () => this.removeLink(),
    };
  }
}
