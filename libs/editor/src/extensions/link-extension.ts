import type { CommandFunction } from '@remirror/core';
import { isSafeLinkUrl } from '@vn/domain';
import { linkSelectionOrInsert, markRangeAtCursor, removeMarkAtCursor } from './toggle-mark';
import { USER_LINK_REL } from '../user-links';
import { LinkMarkExtension } from './link-mark-extension';

export type LinkOptions = object;

/**
 * `[a href="…"]`: a link to an http(s), mailto or site-relative address (docs/product §3; the domain's
 * `isSafeLinkUrl`); see `LinkMarkExtension` for what it shares with the project link.
 */
export class LinkExtension extends LinkMarkExtension<LinkOptions> {
  get name() {
    return 'a' as const;
  }

  protected readonly target = {
    attribute: 'href',
    tag: 'a[href]:not([data-markup="novel"])',
    read: (element: HTMLElement) => (element.getAttribute('href') ?? '').trim(),
    isAllowed: isSafeLinkUrl,
    domAttributes: (href: string) => ({ href, rel: USER_LINK_REL, 'data-markup': 'a' }),
  };

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
