import type { Locator, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';

/*
 * Every tool of the editors, used inside the form that hosts the editor, as a writer uses them: with
 * the mouse, and from the keyboard finished with Enter. After each tool the form must have sent
 * nothing, the page must not have moved, and the text written before must still be there; at the end
 * the form sends everything at once. (A tool dialog once submitted the comment form around it.)
 */

/** How a tool is used: pressed and finished with the mouse, or reached and finished by keyboard. */
export type Finish = 'mouse' | 'Enter';
export const finishes: readonly Finish[] = ['mouse', 'Enter'];

/** The editor under test in its page: its text box and its toolbar. */
export interface WritingSurface {
  page: Page;
  editor: Locator;
  toolbar: Locator;
}

/** The editor labelled `label` (its toolbar is "Оформление: {label}"). */
export function writingSurface(page: Page, label: string): WritingSurface {
  return {
    page,
    editor: page.getByRole('textbox', { name: label, exact: true }),
    toolbar: page.getByRole('toolbar', { name: `Оформление: ${label}`, exact: true }),
  };
}

/** What a host form's send must carry: a piece of markup (escaped, as JSON carries it) or of JSON. */
export type SentPiece = { markup: string } | { json: string } | { pattern: RegExp };

/** One tool, on a word of its own typed before any tool is used. */
export interface ToolStep {
  name: string;
  word: (finish: Finish) => string;
  /** The word stands on a line of its own (a block tool turns the whole line into its block). */
  ownLine?: true;
  /** Uses the tool; resolves once its result shows in the editor. Answers what the send must hold. */
  run: (surface: WritingSurface, finish: Finish) => Promise<SentPiece[]>;
}

/** A step's word: the tool's stem and the way it is finished («скрыто1», «скрыто2»). */
const wordOf = (stem: string) => (finish: Finish) => `${stem}${finishes.indexOf(finish) + 1}`;

/** A real picture, as a writer would choose one. */
const picture = () =>
  sharp({ create: { width: 160, height: 90, channels: 3, background: '#5577aa' } })
    .png()
    .toBuffer();

/** Where `word` is on the screen (its middle), found in the editor's text. */
async function middleOf(editor: Locator, word: string): Promise<{ x: number; y: number }> {
  return editor.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      const at = text.data.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      range.startContainer.parentElement?.scrollIntoView({ block: 'center' });
      const box = range.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }
    throw new Error(`No «${wanted}» in the text`);
  }, word);
}

/**
 * Puts the page's selection on `word` (or the caret right after it) in the focused editor, and
 * returns once the editor has taken it: ProseMirror reads the page's selection when the page says it
 * changed, and a tool pressed before then would act where the caret was before. For a moment after
 * it has placed the caret itself (a tool's insertion), ProseMirror puts back its own selection over
 * a new one; the selection is then set again, as a writer would click again. (A double click is
 * what a writer does, but its place on the screen moves with the page on a phone.)
 */
async function selectInText(surface: WritingSurface, word: string, caretAfterIt: boolean) {
  await surface.editor.focus();
  await expect(async () => {
    const selected = await surface.editor.evaluate(
      async (root, { wanted, collapse }) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          const at = text.data.indexOf(wanted);
          if (at === -1) continue;
          const range = document.createRange();
          range.setStart(text, collapse ? at + wanted.length : at);
          range.setEnd(text, at + wanted.length);
          text.parentElement?.scrollIntoView({ block: 'center' });
          const selection = window.getSelection();
          // The editor listens first: once the page says the selection changed, it has read it.
          await new Promise<void>((resolve) => {
            document.addEventListener('selectionchange', () => resolve(), { once: true });
            selection?.removeAllRanges();
            selection?.addRange(range);
          });
          // And once the editor has answered, the selection stands or was put back.
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = selection?.rangeCount === 1 ? selection.getRangeAt(0) : null;
          return (
            now !== null &&
            now.compareBoundaryPoints(Range.START_TO_START, range) === 0 &&
            now.compareBoundaryPoints(Range.END_TO_END, range) === 0
          );
        }
        throw new Error(`No «${wanted}» in the text`);
      },
      { wanted: word, collapse: caretAfterIt },
    );
    expect(selected, `the selection ${caretAfterIt ? 'after' : 'on'} «${word}»`).toBe(true);
  }).toPass();
}

/** Selects `word`, for a tool that acts on the selection. */
const selectWord = (surface: WritingSurface, word: string) => selectInText(surface, word, false);

/** Puts the caret right after `word`, for a tool that inserts. */
const caretAfter = (surface: WritingSurface, word: string) => selectInText(surface, word, true);

/**
 * Presses a toolbar button: a click, or from the text as a keyboard writer does: Shift+Tab to the
 * toolbar (one Tab stop, which remembers the tool used last), the arrow keys to the tool, Enter.
 */
async function pressTool(
  { page, toolbar }: WritingSurface,
  name: string,
  finish: Finish,
): Promise<void> {
  const button = toolbar.getByRole('button', { name, exact: true });
  if (finish === 'mouse') {
    await button.click();
    return;
  }
  await page.keyboard.press('Shift+Tab');
  const names = await toolbar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((each) => each.getAttribute('aria-label') ?? ''));
  const target = names.indexOf(name);
  for (let step = 0; step < names.length; step++) {
    const focused = await toolbar.evaluate((root) =>
      [...root.querySelectorAll('button')].indexOf(document.activeElement as HTMLButtonElement),
    );
    if (focused === target) break;
    if (focused === -1) throw new Error('Shift+Tab from the text did not reach the toolbar');
    await page.keyboard.press(focused < target ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Finishes a tool's dialog with its main button, or Enter in its field; waits for it to close. */
async function finishDialog(dialog: Locator, submitLabel: string, finish: Finish): Promise<void> {
  if (finish === 'mouse') await dialog.getByRole('button', { name: submitLabel }).click();
  else await dialog.page().keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Selects `word` and presses `tool`, which acts on the selection. */
async function toolOnWord(surface: WritingSurface, word: string, tool: string, finish: Finish) {
  await selectWord(surface, word);
  await pressTool(surface, tool, finish);
}

/** Puts the caret after `word` and a space, and presses `tool`, which inserts there. */
async function toolAfterWord(surface: WritingSurface, word: string, tool: string, finish: Finish) {
  await caretAfter(surface, word);
  await surface.page.keyboard.type(' ');
  await pressTool(surface, tool, finish);
}

/**
 * Chooses in a tool's open list: a click on `option`, or from the keyboard Enter, after `keys` from
 * the option the list focused first.
 */
async function chooseOption(
  page: Page,
  option: Locator,
  finish: Finish,
  keys: readonly string[] = [],
): Promise<void> {
  if (finish === 'mouse') {
    await option.click();
    return;
  }
  for (const key of keys) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

/** Chooses a picture in the file chooser a tool's button opens. */
async function choosePicture(surface: WritingSurface, tool: string, finish: Finish) {
  const chooser = surface.page.waitForEvent('filechooser');
  await pressTool(surface, tool, finish);
  await (
    await chooser
  ).setFiles({
    name: 'кадр.png',
    mimeType: 'image/png',
    buffer: await picture(),
  });
}

/** A project of the catalogue for `[novel]` links, and a user to mention. */
export interface ToolData {
  project: { name: string; url: string };
  mention: string;
}

/** The inline tools both editors have (docs/product §3 tags). */
export function inlineToolSteps({ project, mention }: ToolData): ToolStep[] {
  const hidden = wordOf('скрыто');
  const site = wordOf('сайт');
  const projectWord = wordOf('проект');
  const mentionWord = wordOf('автор');
  const secret = wordOf('тайна');
  const stickerWord = wordOf('стикер');
  const smileWord = wordOf('смайл');
  const search = (name: string) => name.slice(0, Math.min(6, name.length));
  return [
    {
      name: 'hide',
      word: hidden,
      run: async (surface, finish) => {
        await toolOnWord(surface, hidden(finish), 'Скрытый текст (только для вошедших)', finish);
        await expect(
          surface.editor.locator('[data-markup="hide"]', { hasText: hidden(finish) }),
        ).toHaveText(hidden(finish));
        return [{ markup: `[hide]${hidden(finish)}[/hide]` }];
      },
    },
    {
      name: 'link',
      word: site,
      run: async (surface, finish) => {
        await toolOnWord(surface, site(finish), 'Ссылка', finish);
        const dialog = surface.page.getByRole('dialog', { name: 'Ссылка' });
        await expect(dialog.getByRole('textbox', { name: 'Адрес' })).toBeFocused();
        await surface.page.keyboard.type(`vn.example.org/${finish}`);
        await finishDialog(dialog, 'Вставить', finish);
        const href = `https://vn.example.org/${finish}`;
        await expect(surface.editor.locator(`a[href="${href}"]`)).toHaveText(site(finish));
        return [{ markup: `[a href="${href}"]${site(finish)}[/a]` }];
      },
    },
    {
      name: 'project link',
      word: projectWord,
      run: async (surface, finish) => {
        await toolAfterWord(surface, projectWord(finish), 'Ссылка на проект', finish);
        const dialog = surface.page.getByRole('dialog', { name: 'Ссылка на проект' });
        const field = dialog.getByRole('combobox', { name: 'Проект' });
        await expect(field).toBeFocused();
        await surface.page.keyboard.type(search(project.name));
        const option = surface.page.getByRole('option', { name: project.name, exact: true });
        await expect(option).toBeVisible();
        if (finish === 'mouse') {
          // On a touch screen the list shows once it has stopped waiting for an on-screen keyboard.
          await expect(surface.page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
          await option.click();
        } else {
          // Down the list to the project, as a keyboard writer reads the active option.
          const wanted = await option.getAttribute('id');
          for (let step = 0; step < 10; step++) {
            await surface.page.keyboard.press('ArrowDown');
            if ((await field.getAttribute('aria-activedescendant')) === wanted) break;
          }
          await expect(field).toHaveAttribute('aria-activedescendant', wanted ?? '');
          await surface.page.keyboard.press('Enter');
        }
        await expect(field).toHaveValue(project.name);
        await finishDialog(dialog, 'Вставить', finish);
        const link = surface.editor.locator(`a[data-markup="novel"][data-url="${project.url}"]`);
        await expect(link.first()).toBeVisible();
        return [{ markup: `${projectWord(finish)} [novel url="${project.url}"]` }];
      },
    },
    {
      name: 'mention',
      word: mentionWord,
      run: async (surface, finish) => {
        await toolAfterWord(surface, mentionWord(finish), 'Упомянуть пользователя', finish);
        await expect(surface.editor).toBeFocused();
        await surface.page.keyboard.type(mention.slice(0, -1));
        const list = surface.page.getByRole('listbox', { name: 'Пользователи' });
        const option = list.getByRole('option', { name: `@${mention}`, exact: true });
        await expect(option).toBeVisible();
        await chooseOption(surface.page, option, finish);
        await expect(list).toBeHidden();
        return [{ markup: `${mentionWord(finish)} [user]${mention}[/user]` }];
      },
    },
    {
      name: 'spoiler',
      word: secret,
      run: async (surface, finish) => {
        await toolOnWord(surface, secret(finish), 'Спойлер', finish);
        const dialog = surface.page.getByRole('dialog', { name: 'Спойлер' });
        const title = dialog.getByRole('textbox', { name: 'Заголовок спойлера' });
        await expect(title).toBeFocused();
        await title.fill(`Концовка ${finish}`);
        await finishDialog(dialog, 'Добавить', finish);
        await expect(
          surface.editor.locator(`[data-markup="spoiler"][data-title="Концовка ${finish}"]`),
        ).toContainText(secret(finish));
        return [{ markup: `[spoiler title="Концовка ${finish}"]${secret(finish)}[/spoiler]` }];
      },
    },
    {
      name: 'sticker',
      word: stickerWord,
      run: async (surface, finish) => {
        await toolAfterWord(surface, stickerWord(finish), 'Стикеры', finish);
        const grid = surface.page.getByRole('listbox', { name: 'Стикеры' });
        const first = grid.getByRole('option', { name: 'Стикер «Радость»' });
        await expect(first).toBeFocused();
        await chooseOption(surface.page, first, finish, ['ArrowRight']);
        await expect(grid).toBeHidden();
        const name = finish === 'mouse' ? '1' : '2';
        await expect(
          surface.editor.locator(`img[data-markup="sticker"][data-name="${name}"]`),
        ).toBeVisible();
        return [{ markup: `${stickerWord(finish)} [sticker]wk/${name}[/sticker]` }];
      },
    },
    {
      name: 'smile',
      word: smileWord,
      run: async (surface, finish) => {
        await toolAfterWord(surface, smileWord(finish), 'Смайлы', finish);
        const grid = surface.page.getByRole('listbox', { name: 'Смайлы' });
        const first = grid.getByRole('option').first();
        await expect(first).toBeFocused();
        await chooseOption(surface.page, first, finish);
        await expect(grid).toBeHidden();
        await expect(surface.editor.locator('[data-markup="smile"]').first()).toBeVisible();
        return [{ pattern: new RegExp(`${smileWord(finish)} \\[smile\\]\\w+\\[/smile\\]`) }];
      },
    },
  ];
}

/** The markup editor's picture tool: a picture goes in after its word. */
export function markupPictureStep(): ToolStep {
  const frame = wordOf('кадр');
  return {
    name: 'picture',
    word: frame,
    run: async (surface, finish) => {
      await caretAfter(surface, frame(finish));
      const before = await surface.editor.locator('img[data-markup="img"]').count();
      await choosePicture(surface, 'Изображение', finish);
      await expect(surface.editor.locator('img[data-markup="img"]')).toHaveCount(before + 1);
      return [{ pattern: new RegExp(`${frame(finish)}\\[img\\][^[]+\\[/img\\]`) }];
    },
  };
}

/** The block editor's own tools: header, quote, code, spoiler, and a picture with its description. */
export function blockToolSteps(): ToolStep[] {
  const toggle = (label: string, stem: string, selector: string, json: string): ToolStep => {
    const word = wordOf(stem);
    return {
      name: label,
      word,
      ownLine: true,
      run: async (surface, finish) => {
        await caretAfter(surface, word(finish));
        await pressTool(surface, label, finish);
        await expect(
          surface.editor.locator(selector).filter({ hasText: word(finish) }),
        ).toHaveCount(1);
        return [{ json: json.replace('WORD', word(finish)) }];
      },
    };
  };
  const spoiler = wordOf('спойлер');
  const frame = wordOf('кадр');
  return [
    toggle('Заголовок', 'глава', 'h2[data-block="header"]', '{"type":"header","text":"WORD"}'),
    toggle(
      'Цитата',
      'цитата',
      'blockquote[data-block="quote"]',
      '{"type":"quote","blocks":[{"type":"text","text":"WORD"}]}',
    ),
    toggle('Код', 'код', 'pre[data-block="code"]', '{"type":"code","text":"WORD"}'),
    {
      // The spoiler's title is selected when it appears: typing names it, Enter goes into it.
      name: 'spoiler block',
      word: spoiler,
      ownLine: true,
      run: async (surface, finish) => {
        await caretAfter(surface, spoiler(finish));
        await pressTool(surface, 'Спойлер-блок', finish);
        await expect(surface.editor).toBeFocused();
        await surface.page.keyboard.type(`Развязка ${finish}`);
        await surface.page.keyboard.press('Enter');
        const block = surface.editor
          .locator('div[data-block="spoiler"]')
          .filter({ hasText: spoiler(finish) });
        await expect(block.locator('div[data-block="spoiler-title"]')).toHaveText(
          `Развязка ${finish}`,
        );
        return [
          {
            json: `{"type":"spoiler","title":"Развязка ${finish}","blocks":[{"type":"text","text":"${spoiler(finish)}"}]}`,
          },
        ];
      },
    },
    {
      // A picture's description is an input inside the text: Enter there must not send the form.
      name: 'pictures',
      word: frame,
      ownLine: true,
      run: async (surface, finish) => {
        await caretAfter(surface, frame(finish));
        const descriptions = surface.editor.getByRole('textbox', { name: 'Описание изображения' });
        const before = await descriptions.count();
        await choosePicture(surface, 'Изображения', finish);
        await expect(descriptions).toHaveCount(before + 1);
        await descriptions.last().click();
        await surface.page.keyboard.type(`Описание ${finish}`);
        if (finish === 'mouse') {
          const { x, y } = await middleOf(surface.editor, frame(finish));
          await surface.page.mouse.click(x, y);
        } else {
          await surface.page.keyboard.press('Enter');
        }
        await expect(surface.editor).toBeFocused();
        return [{ json: `"alt":"Описание ${finish}"` }];
      },
    },
  ];
}

/** The lines typed before any tool: per way of finishing, the shared line, then the own lines. */
function linesOf(steps: readonly ToolStep[]): string[] {
  return finishes.flatMap((finish) => [
    steps
      .filter((step) => !step.ownLine)
      .map((step) => step.word(finish))
      .join(' '),
    ...steps.filter((step) => step.ownLine).map((step) => step.word(finish)),
  ]);
}

/** The text written before any tool, which every step must leave in place. */
export const KEPT_TEXT = 'Начало жирно';

/** Whether a request writes to the API (anything but a read or a picture's upload). */
const isWrite = (request: Request) =>
  request.method() !== 'GET' &&
  new URL(request.url()).pathname.startsWith('/api/') &&
  !new URL(request.url()).pathname.startsWith('/api/uploadImage/');

/**
 * Writes the text (a bold word, then each step's word), uses every step with each way of finishing,
 * and checks after each that nothing was written to the API, the page stayed, and the text written
 * first is still there. Answers what the form's send must carry.
 */
export async function writeWithEveryTool(
  surface: WritingSurface,
  steps: readonly ToolStep[],
): Promise<SentPiece[]> {
  const { page, editor } = surface;
  const writes: string[] = [];
  const watch = (request: Request) => {
    if (isWrite(request)) writes.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', watch);
  const address = page.url();

  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Начало ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('жирно');
  await page.keyboard.press('ControlOrMeta+b');
  for (const line of linesOf(steps)) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await expect(editor).toContainText(linesOf(steps).at(-1) ?? '');

  const pieces: SentPiece[] = [{ markup: 'Начало [b]жирно[/b]' }];
  for (const finish of finishes) {
    for (const step of steps) {
      pieces.push(...(await step.run(surface, finish)));
      expect(writes, `${step.name} (${finish}) wrote to the API`).toEqual([]);
      expect(page.url(), `${step.name} (${finish}) left the page`).toBe(address);
      await expect(editor).toContainText(KEPT_TEXT);
    }
  }
  page.off('request', watch);
  return pieces;
}

/** What a send carried: its texts (every string of a JSON body, or the fields of a multipart one), and its JSON. */
export interface Sent {
  texts: string;
  json: string;
}

/** Every string inside a JSON value, in order. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** A body's or a field's value: JSON when it is JSON, else the text itself. */
function valueOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The fields of a multipart body (files come through as their bytes, which no piece matches). */
function multipartFields(raw: string, boundary: string): string[] {
  return raw
    .split(`--${boundary}`)
    .map((part) =>
      /^\r\nContent-Disposition: form-data; name="[^"]+"[^\r]*\r\n(?:[^\r]+\r\n)*\r\n([\s\S]*)\r\n$/i.exec(
        part,
      ),
    )
    .flatMap((match) => (match?.[1] === undefined ? [] : [match[1]]));
}

/** What `request` sent, read from its JSON or multipart body (a JSON field of it read as JSON). */
export function sentOf(request: Request): Sent {
  const raw = request.postData() ?? '';
  const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1];
  const values = boundary ? multipartFields(raw, boundary).map(valueOf) : [valueOf(raw)];
  return { texts: stringsIn(values).join('\n'), json: JSON.stringify(values) };
}

/** Expects a send to carry every piece. */
export function expectSentAll(sent: Sent, pieces: readonly SentPiece[]): void {
  for (const piece of pieces) {
    if ('markup' in piece) expect(sent.texts).toContain(piece.markup);
    else if ('json' in piece) expect(sent.json).toContain(piece.json);
    else expect(sent.texts).toMatch(piece.pattern);
  }
}
