import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translationViewSchema, type TranslationView } from '@vn/domain';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../test-support/fake-api';
import { translationView } from '../test-support/translations';
import { TranslationUpdateForm } from './TranslationUpdateForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRANSLATION_ID = '6650a1b2c3d4e5f6a7b8c9d1';
const UPDATES = `POST /api/translations/${TRANSLATION_ID}/updates`;

/** A translation as the API answers it: two parts sized in lines, translated and edited. */
function translationOf(overrides: Partial<TranslationView> = {}): TranslationView {
  return translationViewSchema.parse(
    translationView('6650a1b2c3d4e5f6a7b8c9e1', {
      _id: TRANSLATION_ID,
      group: { link: '', description: 'Team Лето' },
      edition: 'Steam 1.2',
      stages: ['translation', 'editing'],
      parts: [
        { name: 'Общий рут', lines: 4000, stages: { translation: { state: 'done' } }, percent: 50 },
        {
          name: 'Рут Аи',
          lines: 2500,
          stages: { translation: { state: 'inProgress', percent: 40 } },
          percent: 20,
        },
      ],
      percent: 38,
      weighting: 'lines',
      lastUpdateAt: '2026-05-01T10:00:00.000Z',
      updatesCount: 3,
      mayUpdate: true,
      ...overrides,
    }),
  );
}

function renderForm(api: FakeApi, translation = translationOf()) {
  api.install();
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TranslationUpdateForm translation={translation} onSaved={onSaved} onCancel={onCancel} />
    </SWRConfig>,
  );
  return { onSaved, onCancel };
}

const overall = () => screen.getByRole('progressbar', { name: 'Всего готово' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

async function choose(select: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the form of a translation’s update (docs/product §A1.5–A1.7)', () => {
  it('starts from the translation: its status, stages, parts, states and edition', () => {
    renderForm(new FakeApi());
    expect(screen.getByRole('button', { name: /Статус/ })).toHaveTextContent('В разработке');
    const stages = within(screen.getByRole('group', { name: 'Этапы' }));
    expect(stages.getByRole('checkbox', { name: 'Перевод' })).toBeChecked();
    expect(stages.getByRole('checkbox', { name: 'Редактура' })).toBeChecked();
    expect(stages.getByRole('checkbox', { name: 'Вычитка' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Название части 2' })).toHaveValue('Рут Аи');
    expect(screen.getByRole('textbox', { name: 'Число строк — Рут Аи' })).toHaveValue('2500');
    expect(screen.getByRole('button', { name: /Перевод — Рут Аи/ })).toHaveTextContent('В работе');
    expect(screen.getByRole('textbox', { name: 'Процент (Перевод — Рут Аи)' })).toHaveValue('40');
    // A stage the part does not mention has not started, and has no percent.
    expect(screen.getByRole('button', { name: /Редактура — Рут Аи/ })).toHaveTextContent(
      'Не начато',
    );
    expect(screen.queryByRole('textbox', { name: 'Процент (Редактура — Рут Аи)' })).toBeNull();
    // Stages the translation does not go through have no controls.
    expect(screen.queryByRole('button', { name: /Вычитка — Рут Аи/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Редакция оригинала' })).toHaveValue('Steam 1.2');
    expect(screen.getByRole('checkbox', { name: 'Выпущен патч' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Версия патча' })).toBeNull();
    // 4000 lines at 50 %, 2500 at 20 % (§A1.2).
    expect(overall()).toHaveAttribute('aria-valuenow', '38');
  });

  it('starts a translation without progress with every stage and one part, «Вся игра»', () => {
    renderForm(new FakeApi(), translationOf({ stages: [], parts: [], percent: null }));
    const stages = within(screen.getByRole('group', { name: 'Этапы' }));
    expect(
      stages.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Название части 1' })).toHaveValue('Вся игра');
    expect(screen.getByRole('button', { name: /Тестирование — Вся игра/ })).toHaveTextContent(
      'Не начато',
    );
    // The only part cannot be removed: a translation has at least one (§A1.4).
    expect(screen.queryByRole('button', { name: /Удалить часть/ })).toBeNull();
    expect(overall()).toHaveAttribute('aria-valuenow', '0');
  });

  it('asks the percent of a stage in work, and the overall percent follows (§A1.2)', async () => {
    renderForm(new FakeApi());
    await choose(/Редактура — Рут Аи/, 'В работе');
    const percent = screen.getByRole('textbox', { name: 'Процент (Редактура — Рут Аи)' });
    await userEvent.type(percent, '50');
    // Рут Аи: (40 + 50) / 2 = 45 % of its 2500 lines; Общий рут 50 % of 4000 (§A1.2).
    expect(overall()).toHaveAttribute('aria-valuenow', '48');
    await choose(/Редактура — Рут Аи/, 'Готово');
    expect(screen.queryByRole('textbox', { name: 'Процент (Редактура — Рут Аи)' })).toBeNull();
    expect(overall()).toHaveAttribute('aria-valuenow', '57');
  });

  it('sends the changed status and the note, nothing it did not change', async () => {
    const api = new FakeApi().result(UPDATES, translationOf({ status: 'demo' }));
    renderForm(api);
    await choose(/Статус/, 'Частичный');
    await userEvent.type(screen.getByRole('textbox', { name: 'Что изменилось' }), 'Вышло демо');
    await save();
    await waitFor(() => expect(api.callsTo(UPDATES)).toHaveLength(1));
    expect(api.callsTo(UPDATES)[0]?.body).toEqual({ status: 'demo', note: 'Вышло демо' });
  });

  it('sends the whole progress when a part changed, with an empty note', async () => {
    const api = new FakeApi().result(UPDATES, translationOf());
    renderForm(api);
    const percent = screen.getByRole('textbox', { name: 'Процент (Перевод — Рут Аи)' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '65');
    await save();
    await waitFor(() => expect(api.callsTo(UPDATES)).toHaveLength(1));
    expect(api.callsTo(UPDATES)[0]?.body).toEqual({
      progress: {
        stages: ['translation', 'editing'],
        parts: [
          {
            name: 'Общий рут',
            lines: 4000,
            stages: { translation: { state: 'done' }, editing: { state: 'notStarted' } },
          },
          {
            name: 'Рут Аи',
            lines: 2500,
            stages: {
              translation: { state: 'inProgress', percent: 65 },
              editing: { state: 'notStarted' },
            },
          },
        ],
      },
      note: '',
    });
  });

  it('sends a new part and a patch released today without its date', async () => {
    const api = new FakeApi().result(UPDATES, translationOf());
    renderForm(api, translationOf({ stages: ['translation'], parts: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить часть' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Название части 2' }), 'Эпилог');
    await choose(/Перевод — Эпилог/, 'Готово');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выпущен патч' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Версия патча' }), '1.0');
    // Left for the button (not by Tab: happy-dom cannot focus the date's segments), the address is
    // completed as other link fields complete it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Ссылка на патч' }), 'leto.example/1');
    await save();
    await waitFor(() => expect(api.callsTo(UPDATES)).toHaveLength(1));
    expect(api.callsTo(UPDATES)[0]?.body).toEqual({
      progress: {
        stages: ['translation'],
        parts: [
          { name: 'Вся игра', lines: null, stages: { translation: { state: 'notStarted' } } },
          { name: 'Эпилог', lines: null, stages: { translation: { state: 'done' } } },
        ],
      },
      patch: { version: '1.0', link: 'https://leto.example/1', edition: 'Steam 1.2' },
      note: '',
    });
  });

  it('refuses a percent outside 0–100 under its field, sending nothing (§A1.4)', async () => {
    const api = new FakeApi();
    renderForm(api);
    const percent = screen.getByRole('textbox', { name: 'Процент (Перевод — Рут Аи)' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await save();
    await waitFor(() =>
      expect(percent).toHaveAccessibleDescription('Процент — целое число от 0 до 100'),
    );
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(percent).toHaveFocus();
    expect(api.callsTo(UPDATES)).toHaveLength(0);
  });

  it('says «Укажите, что изменилось…» when nothing changed, sending nothing', async () => {
    const api = new FakeApi();
    renderForm(api);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Укажите, что изменилось: статус, прогресс, заметку или патч',
    );
    expect(api.callsTo(UPDATES)).toHaveLength(0);
  });

  it('shows the API’s field errors under their fields and keeps what was typed', async () => {
    const message = 'Число строк — целое положительное число';
    const api = new FakeApi().failure(UPDATES, 400, message, { 'progress.parts.1.lines': message });
    const { onSaved } = renderForm(api);
    const lines = screen.getByRole('textbox', { name: 'Число строк — Рут Аи' });
    await userEvent.clear(lines);
    await userEvent.type(lines, '3000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Что изменилось' }), 'Пересчитали');
    await save();
    await waitFor(() => expect(lines).toHaveAttribute('aria-invalid', 'true'));
    expect(lines).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(lines).toHaveFocus();
    expect(lines).toHaveValue('3000');
    expect(screen.getByRole('textbox', { name: 'Что изменилось' })).toHaveValue('Пересчитали');
    // Every message found its field: nothing is said at the top.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal without a field of its own at the top, keeping what was typed', async () => {
    const message = 'Укажите, что изменилось: статус, прогресс, заметку или патч';
    const api = new FakeApi().failure(UPDATES, 400, message);
    renderForm(api);
    await userEvent.type(screen.getByRole('textbox', { name: 'Что изменилось' }), 'Заметка');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Что изменилось' })).toHaveValue('Заметка');
    // A field the form does not show goes to the top too.
    api.failure(UPDATES, 400, 'Этот этап не отмечен у перевода', {
      'progress.parts.0.stages.testing': 'Этот этап не отмечен у перевода',
    });
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Этот этап не отмечен у перевода'),
    );
  });

  it('hands the API’s answer to onSaved, and Отмена to onCancel', async () => {
    const answer = translationOf({ status: 'paused' });
    const api = new FakeApi().result(UPDATES, answer);
    const { onSaved, onCancel } = renderForm(api);
    await choose(/Статус/, 'На паузе');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
