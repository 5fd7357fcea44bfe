/**
 * A small XML reader for one fixed shape, the external database's list export (docs/product §A5.5,
 * ours). It reads elements, attributes, text, comments, CDATA and the declaration, and nothing a
 * hostile file could use: a DOCTYPE is refused, so no entity can be declared, and the only
 * references decoded are the five XML entities and numeric character references. Depth is bounded,
 * and every step moves forward through the text, so a text of n characters costs O(n).
 */

/** An element: its name, attributes, child elements and its own text (child text not included). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Why an XML text could not be read (a Russian phrase, shown after «Не удалось прочитать файл»). */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

const MAX_DEPTH = 16;
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /[ \t\r\n]*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its references decoded: the five entities and `&#…;`/`&#x…;`, nothing else. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]{0,10});?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlSyntaxError('знак & без ссылки');
    if (name in ENTITIES) return ENTITIES[name]!;
    const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(name);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      const allowed =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff);
      if (allowed) return String.fromCodePoint(code);
    }
    throw new XmlSyntaxError(`неизвестная ссылка ${whole}`);
  });
}

/** The root element of an XML text. */
export function readXml(text: string): XmlElement {
  let index = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;

  const fail = (message: string): never => {
    throw new XmlSyntaxError(message);
  };
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = index;
    const found = pattern.exec(text);
    if (!found) return null;
    index = pattern.lastIndex;
    return found[0];
  };
  const skipUntil = (end: string, what: string): string => {
    const at = text.indexOf(end, index);
    if (at < 0) fail(`${what} не закрыт`);
    const inner = text.slice(index, at);
    index = at + end.length;
    return inner;
  };
  const addText = (value: string) => {
    const current = stack[stack.length - 1];
    if (current) current.text += value;
    else if (value.trim() !== '') fail('текст вне корневого элемента');
  };

  while (index < text.length) {
    const open = text.indexOf('<', index);
    if (open < 0) {
      addText(decodeXmlText(text.slice(index)));
      break;
    }
    if (open > index) addText(decodeXmlText(text.slice(index, open)));
    index = open;
    if (text.startsWith('<?', index)) {
      index += 2;
      skipUntil('?>', 'объявление');
    } else if (text.startsWith('<!--', index)) {
      index += 4;
      skipUntil('-->', 'комментарий');
    } else if (text.startsWith('<![CDATA[', index)) {
      index += 9;
      const data = skipUntil(']]>', 'блок CDATA');
      addText(data);
    } else if (text.startsWith('<!', index)) {
      fail(
        /^<!DOCTYPE/i.test(text.slice(index, index + 9))
          ? 'DOCTYPE не допускается'
          : 'неизвестная разметка <!',
      );
    } else if (text.startsWith('</', index)) {
      index += 2;
      const name = match(NAME) ?? fail('ожидалось имя закрывающего тега');
      match(SPACE);
      if (text[index] !== '>') fail(`тег </${name}> не закрыт`);
      index += 1;
      const current = stack.pop();
      if (!current || current.name !== name) fail(`лишний закрывающий тег </${name}>`);
    } else {
      index += 1;
      const name = match(NAME) ?? fail('ожидалось имя тега');
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (;;) {
        const spaced = match(SPACE) !== '';
        if (text.startsWith('/>', index) || text[index] === '>') break;
        if (!spaced) fail(`в теге <${name}> ожидался пробел`);
        const attribute = match(NAME) ?? fail(`в теге <${name}> ожидался атрибут`);
        match(SPACE);
        if (text[index] !== '=') fail(`у атрибута ${attribute} нет значения`);
        index += 1;
        match(SPACE);
        const quote = text[index];
        if (quote !== '"' && quote !== "'") fail(`значение атрибута ${attribute} не в кавычках`);
        index += 1;
        const value = skipUntil(quote!, `атрибут ${attribute}`);
        if (value.includes('<')) fail(`знак < в атрибуте ${attribute}`);
        if (attribute in element.attributes) fail(`атрибут ${attribute} повторяется`);
        element.attributes[attribute] = decodeXmlText(value);
      }
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) fail('второй корневой элемент');
      else root = element;
      if (text[index] === '>') {
        index += 1;
        if (stack.length >= MAX_DEPTH) fail('слишком глубокая вложенность');
        stack.push(element);
      } else index += 2;
    }
  }
  if (stack.length > 0) fail(`тег <${stack[stack.length - 1]!.name}> не закрыт`);
  return root ?? fail('нет корневого элемента');
}

/** The child elements of an element with a name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
