/** An address that could run something when followed or loaded. */
export const UNSAFE_ADDRESS = /^\s*(javascript|vbscript|data):/i;
/** Elements that load or run something; an <svg> may stand (the spoiler's chevron is one). */
const RUNNING_ELEMENTS = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
];
/** Attributes that hold an address (the image block keeps its full picture's in `data-full`). */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'data', 'data-full'];

/**
 * Every element that could run something, every handler and inline style, and every address that
 * could run something or leave the site unnoticed (`//host`), in a piece of HTML: what the editors'
 * XSS tests expect to find none of, in the editor and in what readers are shown.
 */
export function dangersIn(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (RUNNING_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.getAttributeNames()) {
      const value = element.getAttribute(attribute) ?? '';
      if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`);
      if (attribute === 'style') found.push(`${tag}[style]`);
      if (ADDRESS_ATTRIBUTES.includes(attribute) && UNSAFE_ADDRESS.test(value))
        found.push(`${tag}[${attribute}=${value}]`);
      if (ADDRESS_ATTRIBUTES.includes(attribute) && value.startsWith('//'))
        found.push(`${tag}[${attribute}=//]`);
    }
  }
  return found;
}
