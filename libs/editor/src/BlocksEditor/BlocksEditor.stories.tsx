import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMMENT_LIMITS, type ContentBlock } from '@vn/domain';
import { Button } from '@vn/ui';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pasteIntoText } from '../../test/browser-paste';
import { EVERY_BLOCK, LEGACY_HTML_BODY } from '../fixtures/blocks.fixtures';
import {
  ControlledEditor,
  editorFieldProps,
  uploadTwoPictures,
} from '../fixtures/editor-stories.fixtures';
import {
  expectInFormText,
  finishes,
  inlineToolSteps,
  placeCaretAfter,
  pressTool,
  runEveryToolThenSend,
  SendingForm,
  wordOf,
  type ToolStep,
} from '../fixtures/tools-in-a-form.fixtures';
import { storyServices } from '../fixtures/writing.fixtures';
import { BlocksEditor, type BlocksEditorProps } from './BlocksEditor';

/** The editor as a page holds it: its value in state, and the blocks it makes shown under it. */
function Controlled(props: BlocksEditorProps) {
  return (
    <ControlledEditor
      value={props.value}
      onChange={props.onChange}
      renderEditor={(value, onChange) => (
        <BlocksEditor {...props} value={value} onChange={onChange} />
      )}
      outputLabel="Блоки"
      outputText={(value) => (typeof value === 'string' ? value : JSON.stringify(value))}
      maxWidth={760}
      outputStyle={{ fontSize: 12 }}
    />
  );
}

const meta = {
  title: 'Editor/BlocksEditor',
  component: BlocksEditor,
  tags: ['autodocs'],
  args: {
    label: 'Текст статьи',
    value: [],
    placeholder: 'Начните писать статью…',
    ...storyServices,
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BlocksEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Every kind of block of docs/product §3 as the writer sees it (a spoiler framed and open, its title in
 * place; pictures with their descriptions); an older HTML body opened as blocks; empty with its hint;
 * with an error; near and past the limit; read-only. The visual baseline, in both themes.
 */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 760 }}>
      <BlocksEditor {...args} label="Все блоки" value={EVERY_BLOCK} />
      <BlocksEditor {...args} label="Старая статья (HTML)" value={LEGACY_HTML_BODY} />
      <BlocksEditor {...args} label="Пустой" value={[]} />
      <BlocksEditor {...args} label="С ошибкой" value={[]} errorMessage="Пустое сообщение" />
      <BlocksEditor
        {...args}
        label="У предела"
        value={[{ type: 'text', text: 'Длинный текст. '.repeat(6) }]}
        maxLength={95}
      />
      <BlocksEditor
        {...args}
        label="За пределом"
        value={[{ type: 'header', text: 'Слишком длинный заголовок. '.repeat(4) }]}
        maxLength={100}
      />
      <BlocksEditor
        {...args}
        label="Только чтение"
        value={[
          { type: 'text', text: '[b]Нельзя[/b] изменить' },
          { type: 'quote', blocks: [{ type: 'text', text: 'и цитату тоже' }] },
        ]}
        isDisabled
      />
    </div>
  ),
};

function editorOf(canvasElement: HTMLElement, name = 'Текст статьи') {
  return within(canvasElement).getByRole('textbox', { name });
}

/** The blocks the editor last reported, read back from the page. */
function blocksOf(canvasElement: HTMLElement): ContentBlock[] {
  const output = within(canvasElement).getByRole('status', { name: 'Блоки' });
  return JSON.parse(output.textContent || '[]') as ContentBlock[];
}

async function expectBlocks(canvasElement: HTMLElement, blocks: readonly ContentBlock[]) {
  await waitFor(() => expect(blocksOf(canvasElement)).toEqual(blocks));
}

function tool(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('button', { name });
}

/**
 * Typing: Ctrl+B and Ctrl+I format what follows, Enter starts a new row, Shift+Enter breaks the line
 * inside one; the body always ends with an empty row.
 */
export const TypingAndFormattingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await userEvent.click(editor);
    await userEvent.keyboard('Привет, {Control>}b{/Control}мир{Control>}b{/Control}');
    await userEvent.keyboard('{Enter}{Control>}i{/Control}вторая{Control>}i{/Control}');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}строка');
    await expectBlocks(canvasElement, [
      { type: 'text', text: 'Привет, [b]мир[/b]' },
      { type: 'text', text: '[i]вторая[/i]\nстрока' },
      { type: 'text', text: '' },
    ]);
  },
};

/**
 * The toolbar comes before the text: Tab reaches its first tool, the arrow keys the others; a block
 * tool applies to the caret's row and gives the focus back to the text.
 */
export const HeaderFromTheToolbarByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Глава первая');
    editor.blur();
    await userEvent.tab();
    await expect(tool(canvasElement, 'Жирный')).toHaveFocus();
    // Along the tools with the arrow keys, to the header tool.
    const header = tool(canvasElement, 'Заголовок');
    for (let step = 0; step < 30 && document.activeElement !== header; step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(header).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(tool(canvasElement, 'Заголовок')).toHaveAttribute('aria-pressed', 'true');
    // A header holds plain text: the inline tools rest there.
    await expect(tool(canvasElement, 'Жирный')).toBeDisabled();
    await userEvent.keyboard('{Enter}Текст главы');
    await expectBlocks(canvasElement, [
      { type: 'header', text: 'Глава первая' },
      { type: 'text', text: 'Текст главы' },
      { type: 'text', text: '' },
    ]);
  },
};

/** A quote around the caret's row; Enter in its empty last row leaves it. */
export const Quote: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Так говорил автор');
    await userEvent.click(tool(canvasElement, 'Цитата'));
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('{Enter}{Enter}после цитаты');
    await expectBlocks(canvasElement, [
      { type: 'quote', blocks: [{ type: 'text', text: 'Так говорил автор' }] },
      { type: 'text', text: 'после цитаты' },
      { type: 'text', text: '' },
    ]);
  },
};

/** Code keeps its lines: Enter inside makes a new line, Ctrl+Enter leaves it for a new row. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(tool(canvasElement, 'Код'));
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('print(1){Enter}  print(2)');
    await userEvent.keyboard('{Control>}{Enter}{/Control}после кода');
    await expectBlocks(canvasElement, [
      { type: 'code', text: 'print(1)\n  print(2)' },
      { type: 'text', text: 'после кода' },
      { type: 'text', text: '' },
    ]);
  },
};

/**
 * A spoiler block: its title is selected, so typing names it; Enter goes on to its first row. A title
 * left blank becomes "Спойлер" once the caret leaves it (docs/product §5). In a spoiler, the quote tool
 * is unavailable (§5: spoilers cannot contain quotes).
 */
export const SpoilerTitle: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.click(tool(canvasElement, 'Спойлер-блок'));
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Концовка{Enter}Все выжили');
    await expectBlocks(canvasElement, [
      { type: 'spoiler', title: 'Концовка', blocks: [{ type: 'text', text: 'Все выжили' }] },
      { type: 'text', text: '' },
    ]);
    await expect(tool(canvasElement, 'Цитата')).toBeDisabled();
    await expect(tool(canvasElement, 'Спойлер-блок')).toHaveAttribute('aria-pressed', 'true');
    // Clear the title and leave it: it reads "Спойлер" again.
    const title = within(editor).getByText('Концовка');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, offset: 0 },
      { target: title, offset: 'Концовка'.length },
      { keys: '[/MouseLeft]' },
    ]);
    await userEvent.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(within(editor).getByText('Спойлер')).toBeVisible());
    await expectBlocks(canvasElement, [
      { type: 'spoiler', title: 'Спойлер', blocks: [{ type: 'text', text: 'Все выжили' }] },
      { type: 'text', text: '' },
    ]);
  },
};

/**
 * Enter as Chrome on Android reports it: not as a key the editor handles, but as the browser's own
 * paragraph split (`beforeinput` insertParagraph). In a spoiler's title it must still go on to the
 * first row, as the Enter key does, and the browser's split must not happen.
 */
export const EnterReportedAsAnInput: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Все выжили');
    await userEvent.click(tool(canvasElement, 'Спойлер-блок'));
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Концовка');
    const split = new InputEvent('beforeinput', {
      inputType: 'insertParagraph',
      bubbles: true,
      cancelable: true,
    });
    editor.dispatchEvent(split);
    await expect(split.defaultPrevented).toBe(true);
    await userEvent.keyboard('Да');
    await expectBlocks(canvasElement, [
      {
        type: 'spoiler',
        title: 'Концовка',
        blocks: [{ type: 'text', text: 'ДаВсе выжили' }],
      },
      { type: 'text', text: '' },
    ]);
  },
};

/**
 * Two pictures chosen at once upload side by side into one image block; each gets a description
 * field, and the remove button takes one away.
 */
export const ImageUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editorOf(canvasElement));
    await uploadTwoPictures(canvasElement);
    const first = await canvas.findByRole('textbox', { name: 'Описание изображения 1' });
    await userEvent.type(first, 'Закат');
    await waitFor(() => {
      const [block] = blocksOf(canvasElement);
      expect(block?.type === 'image' && block.images.map((image) => image.alt)).toEqual([
        'Закат',
        '',
      ]);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать изображение 2' }));
    await waitFor(() => {
      const [block] = blocksOf(canvasElement);
      expect(block?.type === 'image' && block.images.length).toBe(1);
    });
    await expect(canvas.getByRole('img', { name: 'Закат' })).toBeVisible();
  },
};

/**
 * Rich text from another site becomes blocks (the domain's HTML conversion): its heading a header,
 * its quote a quote, its formatting markup; its script, handlers and unsafe addresses are gone.
 */
export const Paste: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    pasteIntoText(
      editor,
      '<h2 onclick="alert(1)">Глава</h2><p>С <b>сайта</b> <a href="javascript:alert(1)">ссылка</a><script>alert(1)</script></p><blockquote><p>цитата</p></blockquote><img src="javascript:alert(1)">',
      'Глава С сайта ссылка цитата',
    );
    await expectBlocks(canvasElement, [
      { type: 'header', text: 'Глава' },
      { type: 'text', text: 'С [b]сайта[/b] ссылка' },
      { type: 'quote', blocks: [{ type: 'text', text: 'цитата' }] },
      { type: 'text', text: '' },
    ]);
    await expect(JSON.stringify(blocksOf(canvasElement))).not.toMatch(/script|alert|onclick/);
  },
};

/** Backspace in an empty row removes it (docs/product §5); the caret goes to the end of the row above. */
export const DeletingAnEmptyRow: Story = {
  args: {
    value: [
      { type: 'text', text: 'первая' },
      { type: 'text', text: '' },
      { type: 'text', text: 'вторая' },
      { type: 'text', text: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    const emptyRow = editor.querySelectorAll(':scope > p')[1];
    if (!(emptyRow instanceof HTMLElement)) throw new Error('No empty row');
    await userEvent.click(emptyRow);
    await userEvent.keyboard('{Backspace}!');
    await expectBlocks(canvasElement, [
      { type: 'text', text: 'первая!' },
      { type: 'text', text: 'вторая' },
      { type: 'text', text: '' },
    ]);
  },
};

/**
 * Pictures by keyboard: Backspace at the start of the row after them selects them, Tab moves the
 * focus to the first description, Escape back to the text, and Backspace removes them.
 */
export const PicturesByKeyboard: Story = {
  args: {
    value: [
      {
        type: 'image',
        images: [{ preview: '/story-images/night.svg', full: '/story-images/night.svg', alt: '' }],
      },
      { type: 'text', text: 'подпись' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    // The caret at the start of the row.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: within(editor).getByText('подпись'),
      offset: 0,
    });
    await userEvent.keyboard('{Backspace}');
    await waitFor(() =>
      expect(editor.querySelector('.ProseMirror-selectednode')).toHaveTextContent('Описание'),
    );
    await userEvent.keyboard('{Tab}');
    const description = canvas.getByRole('textbox', { name: 'Описание изображения' });
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.keyboard('Ночной город');
    await waitFor(() => {
      const [block] = blocksOf(canvasElement);
      expect(block?.type === 'image' && block.images[0]?.alt).toBe('Ночной город');
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expectBlocks(canvasElement, [
      { type: 'text', text: 'подпись' },
      { type: 'text', text: '' },
    ]);
  },
};

/** The preview shows the body as readers will: the spoiler closed behind its title. */
export const Preview: Story = {
  args: { value: EVERY_BLOCK },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Предпросмотр' }));
    const preview = canvas.getByRole('region', { name: 'Предпросмотр: Текст статьи' });
    await expect(
      within(preview).getByRole('heading', { name: 'Впечатления от прохождения' }),
    ).toBeVisible();
    const spoiler = within(preview).getByRole('button', { name: 'Концовка' });
    await expect(spoiler).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Заголовок' })).toBeDisabled();
  },
};

function ReviewForm({ onSend }: { onSend: (body: ContentBlock[]) => void }) {
  const { control, handleSubmit, reset } = useForm<{ body: ContentBlock[] }>({
    defaultValues: { body: [] },
  });
  return (
    <form
      onSubmit={handleSubmit(({ body }) => {
        onSend(body);
        reset();
      })}
      style={{ display: 'grid', gap: 12, maxWidth: 760 }}
    >
      <Controller
        name="body"
        control={control}
        rules={{
          // docs/product §5 Review: the body must not be empty.
          validate: (body) =>
            body.some((block) => block.type !== 'text' || block.text.trim() !== '') ||
            'Пустое сообщение',
        }}
        render={(binding) => (
          <BlocksEditor
            {...editorFieldProps(binding)}
            label="Рецензия"
            maxLength={COMMENT_LIMITS.reviewTextMax}
          />
        )}
      />
      <Button type="submit">Отправить</Button>
    </form>
  );
}

/**
 * A react-hook-form field: sending empty focuses the text and shows the error under it; the sent
 * value is the blocks; the reset after sending empties the body.
 */
export const InAForm: Story = {
  args: { onSend: fn() } as never,
  render: (args) => (
    <ReviewForm onSend={(args as unknown as { onSend: (body: ContentBlock[]) => void }).onSend} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const onSend = (args as unknown as { onSend: ReturnType<typeof fn> }).onSend;
    const editor = editorOf(canvasElement, 'Рецензия');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByText('Пустое сообщение')).toBeVisible();
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('Хорошая {Control>}b{/Control}игра{Control>}b{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith([
        { type: 'text', text: 'Хорошая [b]игра[/b]' },
        { type: 'text', text: '' },
      ]),
    );
    await waitFor(() => expect(editor).toHaveTextContent(''));
    await expect(screen.queryByText('Пустое сообщение')).toBeNull();
  },
};

/** The block tools as steps: each turns its word's row into its block, finished by a click or Enter. */
function blockToolSteps(
  canvasElement: HTMLElement,
  editor: HTMLElement,
  expectInText: (piece: string) => Promise<void>,
): ToolStep[] {
  const toggle = (label: string, stem: string, block: (word: string) => string): ToolStep => {
    const word = wordOf(stem);
    return {
      name: label,
      word,
      ownLine: true,
      run: async (finish) => {
        await placeCaretAfter(editor, word(finish));
        await pressTool(canvasElement, label, finish);
        await expectInText(block(word(finish)));
      },
    };
  };
  const spoiler = wordOf('спойлер');
  const picture = wordOf('кадр');
  return [
    toggle('Заголовок', 'глава', (word) => `{"type":"header","text":"${word}"}`),
    toggle(
      'Цитата',
      'цитата',
      (word) => `{"type":"quote","blocks":[{"type":"text","text":"${word}"}]}`,
    ),
    toggle('Код', 'код', (word) => `{"type":"code","text":"${word}"}`),
    {
      // The spoiler's title is selected when it appears: typing names it, Enter goes into it.
      name: 'Спойлер-блок',
      word: spoiler,
      ownLine: true,
      run: async (finish) => {
        await placeCaretAfter(editor, spoiler(finish));
        await pressTool(canvasElement, 'Спойлер-блок', finish);
        await waitFor(() => expect(editor).toHaveFocus());
        await userEvent.keyboard(`Развязка ${finish}{Enter}`);
        await expectInText(
          `{"type":"spoiler","title":"Развязка ${finish}","blocks":[{"type":"text","text":"${spoiler(finish)}"}]}`,
        );
      },
    },
    {
      // A picture's description is an input in the text: Enter there must not send the form.
      name: 'Изображения',
      word: picture,
      ownLine: true,
      run: async (finish) => {
        await placeCaretAfter(editor, picture(finish));
        const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
        if (!input) throw new Error('No file input');
        await userEvent.upload(
          input,
          new File(['a'], `${picture(finish)}.png`, { type: 'image/png' }),
        );
        const fields = await waitFor(() => {
          const found = within(canvasElement).getAllByRole('textbox', {
            name: 'Описание изображения',
          });
          expect(found).toHaveLength(finishes.indexOf(finish) + 1);
          return found;
        });
        await userEvent.click(fields.at(-1)!);
        await userEvent.keyboard(`Описание ${finish}`);
        if (finish === 'mouse') await userEvent.click(within(editor).getByText(picture(finish)));
        else await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(editor).toHaveFocus());
        await expectInText(`"alt":"Описание ${finish}"`);
      },
    },
  ];
}

/**
 * Inside a form that sends, as the article page holds the editor: each inline tool in a row, each
 * block tool (header, quote, code, spoiler) and a picture with its description, finished with the
 * mouse and with Enter, leaves the form unsent and the text before in place; the form then sends
 * it all at once.
 */
export const EveryToolInsideASendingForm: Story = {
  render: (args) => (
    <SendingForm
      initial={args.value}
      maxWidth={760}
      sentText={(blocks) => JSON.stringify(blocks)}
      renderEditor={(value, onChange) => (
        <BlocksEditor {...args} value={value} onChange={onChange} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Начало {Control>}b{/Control}жирно{Control>}b{/Control}');
    // The form's text is the blocks as JSON, where the markup's quotes are escaped.
    const expectInText = (piece: string | RegExp) =>
      expectInFormText(
        canvasElement,
        typeof piece === 'string' ? JSON.stringify(piece).slice(1, -1) : piece,
      );
    const expectBlockInText = (piece: string) => expectInFormText(canvasElement, piece);
    const sent = await runEveryToolThenSend(canvasElement, editor, 'Начало жирно', [
      ...inlineToolSteps(canvasElement, editor, expectInText),
      ...blockToolSteps(canvasElement, editor, expectBlockInText),
    ]);
    const body = JSON.parse(sent) as ContentBlock[];
    await expect(body[0]).toEqual({ type: 'text', text: 'Начало [b]жирно[/b]' });
    await expect(body.map((block) => block.type)).toEqual(
      expect.arrayContaining(['header', 'quote', 'code', 'spoiler', 'image']),
    );
    await expect(sent).toContain(JSON.stringify('[hide]скрыто2[/hide]').slice(1, -1));
  },
};
