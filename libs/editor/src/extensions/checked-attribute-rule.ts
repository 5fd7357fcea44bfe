import type { TagParseRule } from '@remirror/pm/model';

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
