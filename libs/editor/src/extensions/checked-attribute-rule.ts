import type { MarkExtensionSpec } from '@remirror/core';
import type { Mark, TagParseRule } from '@remirror/pm/model';

/**
 * The parse rule of a node or mark holding one value of the markup (a link's address, a project's
 * url, a picture's address, a smile's or a user's name): the element `tag`, its value as `read`
 * finds it, kept only when the markup allows it (`isAllowed`); otherwise the element is not this
 * node, so pasted HTML never brings in a value the markup would refuse.
 */
export function checkedAttributeRule(
  tag: string,
  attribute: string,
  read: (element: HTMLElement) => string,
  isAllowed: (value: string) => boolean,
): TagParseRule {
  return {
    tag,
    getAttrs: (dom) => {
      const value = read(dom as HTMLElement);
      return isAllowed(value) ? { [attribute]: value } : false;
    },
  };
}

export interface AttributeMarkOptions {
  /** The one value the mark holds (a link's address, a project's url, a spoiler's title). */
  attribute: string;
  /** The value a mark made without one takes; without it, every mark must be given one. */
  defaultValue?: string;
  /** The elements of pasted HTML that are this mark. */
  tag: string;
  /** The value as such an element holds it. */
  read: (element: HTMLElement) => string;
  /** Whether the markup keeps the value; without it, every value read is kept. */
  isAllowed?: (value: string) => boolean;
  /** The element the editor draws the mark with, and that element's attributes for a value. */
  element: 'a' | 'span';
  domAttributes: (value: string) => Record<string, string>;
}

/** The attributes, parse rule and drawing of a mark holding one value (see `checkedAttributeRule`). */
export function attributeMarkSpec({
  attribute,
  defaultValue,
  tag,
  read,
  isAllowed = () => true,
  element,
  domAttributes,
}: AttributeMarkOptions): Pick<MarkExtensionSpec, 'attrs' | 'parseDOM' | 'toDOM'> {
  return {
    attrs: { [attribute]: defaultValue === undefined ? {} : { default: defaultValue } },
    parseDOM: [checkedAttributeRule(tag, attribute, read, isAllowed)],
    toDOM: (mark: Mark) => [element, domAttributes(String(mark.attrs[attribute])), 0],
  };
}
