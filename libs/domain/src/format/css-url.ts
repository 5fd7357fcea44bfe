/** Whether a character cannot stand as itself in a quoted CSS string: its quote, the escape, a control. */
function endsCssString(code: number): boolean {
  return code === 0x22 || code === 0x5c || code <= 0x1f || code === 0x7f;
}

/**
 * A CSS `url()` of a stored image address, for a page's inline style (a profile's or a project's
 * background, docs/product §2.4, §3 `bg`). The address is one quoted CSS string whatever it holds: its
 * quote, backslash and control characters are written as hexadecimal escapes (`\22 `, `\5c `, `\a `),
 * so neither a `"` nor a line break can end the string early, and a `)` or `;` after one could not
 * close the `url()` or start another declaration. Server-rendered pages send the style as text,
 * where the browser parses it as a whole declaration list.
 */
export function cssUrl(address: string): string {
  let escaped = '';
  for (const character of address) {
    const code = character.codePointAt(0) ?? 0;
    escaped += endsCssString(code) ? `\\${code.toString(16)} ` : character;
  }
  return `url("${escaped}")`;
}
