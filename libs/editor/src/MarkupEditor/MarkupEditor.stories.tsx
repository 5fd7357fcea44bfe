import type { Meta, StoryObj } from '@storybook/react-vite';
import { COMMENT_LIMITS, LIMITS } from '@vn/domain';
import { Button } from '@vn/ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pasteIntoText } from '../../test/browser-paste';
import {
  ControlledEditor,
  editorFieldProps,
  uploadTwoPictures,
} from '../fixtures/editor-stories.fixtures';
import {
  expectInFormText,
  inlineToolSteps,
  runEveryToolThenSend,
  placeCaretAfter,
  SendingForm,
  wordOf,
  type ToolStep,
} from '../fixtures/tools-in-a-form.fixtures';
import { EVERY_TAG_MARKUP, longMarkup, storyServices } from '../fixtures/writing.fixtures';
import { MarkupEditor, type MarkupEditorProps } from './MarkupEditor';

/** The editor as a page holds it: its value in state, and the markup it makes shown under it. */
function Controlled(props: MarkupEditorProps) {
  return (
    <ControlledEditor
      value={props.value}
      onChange={props.onChange}
      renderEditor={(value, onChange) => (
        <MarkupEditor {...props} value={value} onChange={onChange} />
      )}
      outputLabel="Разметка"
      outputText={(value) => value}
      maxWidth={720}
    />
  );
}

const meta = {
  title: 'Editor/MarkupEditor',
  component: MarkupEditor,
  tags: ['autodocs'],
  args: {
    label: 'Комментарий',
    value: '',
    placeholder: 'Напишите комментарий…',
    maxLength: COMMENT_LIMITS.contentMax,
    maxImages: LIMITS.commentImagesMax,
    ...storyServices,
    onChange: fn(),
    onAttachedImagesChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarkupEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Every tag of docs/product §3 as the writer sees it; empty with its hint; with an error; near and past
 * its limits; read-only. The visual baseline, in both themes.
 */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <MarkupEditor {...args} label="Все теги" value={EVERY_TAG_MARKUP} />
      <MarkupEditor {...args} label="Пустой" value="" />
      <MarkupEditor
        {...args}
        label="С ошибкой"
        value=""
        errorMessage="Пустой комментарий: напишите текст или добавьте изображение"
      />
      <MarkupEditor
        {...args}
        label="У предела"
        value={`${'Длинный текст. '.repeat(6)}[img]/story-images/forest.svg[/img]`}
        maxLength={130}
        maxImages={1}
      />
      <MarkupEditor
        {...args}
        label="За пределом"
        value={`${'Слишком длинный текст. '.repeat(6)}`}
        maxLength={100}
      />
      <MarkupEditor {...args} label="Только чтение" value="[b]Нельзя[/b] изменить" isDisabled />
    </div>
  ),
};

/**
 * A text of 20,000 characters, for the typing benchmark (`npm run bench:editor`,
 * docs/architecture.md § Budgets): typing in it must stay smooth. Every value out is marked on the
 * page's performance timeline (`markup-editor:change`), where the benchmark reads it.
 */
export const LongDocument: Story = {
  args: { value: longMarkup(20_000), maxLength: 40_000 },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 720 }}>
        <MarkupEditor
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            performance.mark('markup-editor:change');
          }}
        />
      </div>
    );
  },
};

function editorOf(canvasElement: HTMLElement, name = 'Комментарий') {
  return within(canvasElement).getByRole('textbox', { name });
}

function markupOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('status', { name: 'Разметка' });
}

/** Type, then Ctrl+B, Ctrl+I and Ctrl+U format what follows; Enter breaks the line. */
export const TypingAndFormattingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Привет, ');
    await userEvent.keyboard('{Control>}b{/Control}мир{Control>}b{/Control}');
    await userEvent.keyboard('{Enter}{Control>}i{/Control}вторая{Control>}i{/Control} ');
    await userEvent.keyboard('{Control>}u{/Control}строка');
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent(
        'Привет, [b]мир[/b] [i]вторая[/i] [u]строка[/u]',
        {
          normalizeWhitespace: true,
        },
      ),
    );
    await expect(markupOf(canvasElement).textContent).toContain('[/b]\n[i]');
  },
};

/**
 * The toolbar comes before the text: Tab reaches its first tool, the arrow keys the others, Space
 * applies one to the selection, and the focus goes back to the text.
 */
export const FormattingFromTheToolbar: Story = {
  args: { value: 'выделить всё' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    editor.blur();
    await userEvent.tab();
    const bold = canvas.getByRole('button', { name: 'Жирный' });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Курсив' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(markupOf(canvasElement)).toHaveTextContent('[i]выделить всё[/i]'));
    await expect(editor).toHaveFocus();
  },
};

/** Ctrl+K on a selection: the address form refuses `javascript:`, takes a bare host. */
export const Link: Story = {
  args: { value: 'Наш сайт' },
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Ссылка' });
    const address = within(dialog).getByRole('textbox', { name: 'Адрес' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await expect(
      await within(dialog).findByText('Адрес должен начинаться с http://, https://, mailto: или /'),
    ).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'vn.example.org{Enter}');
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent(
        '[a href="https://vn.example.org"]Наш сайт[/a]',
      ),
    );
    await waitFor(() => expect(editor).toHaveFocus());
  },
};

/** A spoiler with its own title around the selection; a blank title would be "Спойлер". */
export const Spoiler: Story = {
  args: { value: 'Все выжили' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Спойлер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Спойлер' });
    const title = within(dialog).getByRole('textbox', { name: 'Заголовок спойлера' });
    await expect(title).toHaveValue('Спойлер');
    await userEvent.clear(title);
    await userEvent.type(title, 'Концовка{Enter}');
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent(
        '[spoiler title="Концовка"]Все выжили[/spoiler]',
      ),
    );
  },
};

/** The sticker picker: arrow keys in the grid, Enter inserts, the focus returns to the text. */
export const Sticker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Ура ');
    await userEvent.click(canvas.getByRole('button', { name: 'Стикеры' }));
    const grid = await screen.findByRole('listbox', { name: 'Стикеры' });
    await waitFor(() =>
      expect(within(grid).getByRole('option', { name: 'Стикер «Радость»' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent('Ура [sticker]wk/3[/sticker]'),
    );
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(within(editor).getByRole('img', { name: 'Стикер «Любовь»' })).toBeVisible();
  },
};

/** `@` and the start of a name: the suggestions follow the typing; ArrowDown and Enter choose. */
export const Mention: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Спасибо, @Ал');
    const list = await screen.findByRole('listbox', { name: 'Пользователи' });
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['@Алиса', '@Алексей']);
    await expect(editor).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{Enter}!');
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent('Спасибо, [user]Алексей[/user] !'),
    );
    await expect(screen.queryByRole('listbox', { name: 'Пользователи' })).toBeNull();
  },
};

/**
 * Two pictures chosen at once upload side by side and go in; the count shows against the limit; once
 * deleted from the text they are no longer attached.
 */
export const ImageUpload: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(editorOf(canvasElement));
    await uploadTwoPictures(canvasElement);
    await waitFor(() => expect(markupOf(canvasElement)).toHaveTextContent(/\[img\].*\[img\]/));
    await expect(within(canvasElement).getByText('Изображения: 2 из 8')).toBeVisible();
    await waitFor(() =>
      expect(args.onAttachedImagesChange).toHaveBeenLastCalledWith([
        expect.stringMatching(/^\/story-images\//),
        expect.stringMatching(/^\/story-images\//),
      ]),
    );
    // Pictures taken out of the text are no longer attached (docs/product §5: sent only while linked).
    await userEvent.click(editorOf(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(args.onAttachedImagesChange).toHaveBeenLastCalledWith([]));
  },
};

/** Rich text from another site: its formatting is kept as markup, its script and handlers are not. */
export const Paste: Story = {
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    pasteIntoText(
      editor,
      '<p>С <b>сайта</b> <a href="https://vn.example.org" onclick="alert(1)">ссылка</a><script>alert(1)</script></p><p><img src="javascript:alert(1)"><em>конец</em></p>',
      'С сайта ссылка конец',
    );
    await waitFor(() =>
      expect(markupOf(canvasElement)).toHaveTextContent(
        'С [b]сайта[/b] [a href="https://vn.example.org"]ссылка[/a] [i]конец[/i]',
      ),
    );
    await expect(markupOf(canvasElement).textContent).not.toMatch(/script|alert|onclick/);
  },
};

/** How far apart (px) the vertical middles of the words before a sticker and the sticker are. */
function stickerOffset(container: HTMLElement, word: string): number {
  const sticker = container.querySelector('img[alt^="Стикер"]');
  if (!sticker) throw new Error('No sticker');
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode as Text;
    const at = text.data.indexOf(word);
    if (at === -1) continue;
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + word.length);
    const words = range.getBoundingClientRect();
    const picture = sticker.getBoundingClientRect();
    return Math.abs(words.top + words.height / 2 - (picture.top + picture.height / 2));
  }
  throw new Error(`No «${word}»`);
}

/**
 * A sticker sits on the line it was put in, centred on the line's words, in the text being written
 * and in the preview (which is what comments and messages show).
 */
export const StickerOnItsLine: Story = {
  args: { value: 'Ура [sticker]wk/1[/sticker] молодцы [smile]smile[/smile]' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorOf(canvasElement);
    await waitFor(() => expect(within(editor).getByRole('img', { name: /^Стикер/ })).toBeVisible());
    await waitFor(() => expect(stickerOffset(editor, 'Ура')).toBeLessThanOrEqual(4));
    await userEvent.click(canvas.getByRole('button', { name: 'Предпросмотр' }));
    const preview = canvas.getByRole('region', { name: 'Предпросмотр: Комментарий' });
    await waitFor(() => expect(stickerOffset(preview, 'Ура')).toBeLessThanOrEqual(4));
  },
};

/** The preview shows the text as readers will, the tools rest meanwhile. */
export const Preview: Story = {
  args: { value: '[b]Жирный[/b] и [spoiler title="Тайна"]секрет[/spoiler]' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Предпросмотр' }));
    const preview = canvas.getByRole('region', { name: 'Предпросмотр: Комментарий' });
    await expect(within(preview).getByText('Жирный').tagName).toBe('STRONG');
    await expect(within(preview).getByRole('button', { name: 'Тайна' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Жирный' })).toBeDisabled();
  },
};

function CommentForm({ onSend }: { onSend: (content: string) => void }) {
  const { control, handleSubmit, reset } = useForm({ defaultValues: { content: '' } });
  const submit = handleSubmit(({ content }) => {
    onSend(content);
    reset();
  });
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <Controller
        name="content"
        control={control}
        rules={{ validate: (content) => content.trim() !== '' || 'Пустое сообщение' }}
        render={(binding) => (
          <MarkupEditor {...editorFieldProps(binding)} onSubmit={submit} label="Сообщение" />
        )}
      />
      <Button type="submit">Отправить</Button>
    </form>
  );
}

/**
 * A react-hook-form field: sending empty focuses the text and shows the error under it; the sent
 * value is the markup; the reset after sending empties the text; Ctrl+Enter sends too.
 */
export const InAForm: Story = {
  args: { onSend: fn() } as never,
  render: (args) => (
    <CommentForm onSend={(args as unknown as { onSend: (content: string) => void }).onSend} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const onSend = (args as unknown as { onSend: ReturnType<typeof fn> }).onSend;
    const editor = editorOf(canvasElement, 'Сообщение');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByText('Пустое сообщение')).toBeVisible();
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Control>}b{/Control}Привет{Control>}b{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('[b]Привет[/b]'));
    await waitFor(() => expect(editor).toHaveTextContent(''));
    await userEvent.click(editor);
    await userEvent.keyboard('Ещё{Enter}строка{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSend).toHaveBeenLastCalledWith('Ещё\nстрока'));
  },
};

/**
 * Inside a form that sends, as every page holds the editor: each tool (hidden text, link, project
 * link, mention, spoiler, picture, sticker, smile), finished with the mouse and with Enter, leaves
 * the form unsent and the text written before it in place; the form then sends it all at once.
 */
export const EveryToolInsideASendingForm: Story = {
  render: (args) => (
    <SendingForm
      initial=""
      maxWidth={720}
      sentText={(markup) => markup}
      renderEditor={(value, onChange) => (
        <MarkupEditor {...args} value={value} onChange={onChange} />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const editor = editorOf(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Начало {Control>}b{/Control}жирно{Control>}b{/Control}');
    const expectInText = (piece: string | RegExp) => expectInFormText(canvasElement, piece);
    const frame = wordOf('кадр');
    const picture: ToolStep = {
      name: 'picture',
      word: frame,
      run: async (finish) => {
        await placeCaretAfter(editor, frame(finish));
        const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
        if (!input) throw new Error('No file input');
        await userEvent.upload(input, new File(['a'], `кадр-${finish}.png`, { type: 'image/png' }));
        await expectInText(
          new RegExp(`(\\[img\\][^[]+\\[/img\\].*){${finish === 'mouse' ? 1 : 2}}`, 's'),
        );
      },
    };
    const sent = await runEveryToolThenSend(canvasElement, editor, 'Начало жирно', [
      ...inlineToolSteps(canvasElement, editor, expectInText),
      picture,
    ]);
    for (const piece of [
      'Начало [b]жирно[/b]',
      '[hide]скрыто1[/hide]',
      '[a href="https://vn.example.org/Enter"]сайт2[/a]',
      'проект1 [novel url="beskonechnoe-leto"]Бесконечное лето[/novel]',
      'автор2 [user]Борис[/user]',
      '[spoiler title="Концовка mouse"]тайна1[/spoiler]',
      '[spoiler title="Концовка Enter"]тайна2[/spoiler]',
      'стикер2 [sticker]wk/2[/sticker]',
    ]) {
      await expect(sent).toContain(piece);
    }
    await expect(sent.match(/\[img\]/g)).toHaveLength(2);
  },
};
