import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranslationPart, TranslationStage } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { ProgressGrid, stageStateText } from './ProgressGrid';

const stages: TranslationStage[] = ['translation', 'editing', 'testing'];
const parts: TranslationPart[] = [
  {
    name: 'Пролог',
    lines: 1000,
    stages: {
      translation: { state: 'done' },
      editing: { state: 'done' },
      testing: { state: 'inProgress', percent: 40 },
    },
  },
  {
    name: 'Рут Алисы',
    lines: 3000,
    stages: { translation: { state: 'paused', percent: 25 }, editing: { state: 'notStarted' } },
  },
];

/** The texts of a row's data cells, after its header, with spaces as a reader gets them. */
const cellTexts = (rowHeader: string) => {
  const row = screen.getByRole('rowheader', { name: rowHeader }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s+/g, ' '));
};

describe('ProgressGrid (docs/product §A1)', () => {
  it('is a captioned table: a column per stage given, then the total; a row header per part', () => {
    render(<ProgressGrid stages={stages} parts={parts} />);
    const table = screen.getByRole('table', { name: 'Ход перевода' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Часть', 'Перевод', 'Редактура', 'Тестирование', 'Всего']);
    expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: 'Пролог' })).toHaveAttribute('scope', 'row');
    expect(screen.getByRole('rowheader', { name: 'Рут Алисы' })).toBeInTheDocument();
  });

  it('writes every state out, with the percent of work in progress or paused', () => {
    render(<ProgressGrid stages={stages} parts={parts} />);
    expect(screen.getByRole('cell', { name: 'В работе, 40\u00a0%' })).toBeInTheDocument();
    expect(cellTexts('Пролог').slice(0, 3)).toEqual(['Готово', 'Готово', 'В работе, 40 %']);
    // A stage the part does not name has not started (§A1.1).
    expect(cellTexts('Рут Алисы').slice(0, 3)).toEqual([
      'На паузе, 25 %',
      'Не начато',
      'Не начато',
    ]);
  });

  it("ends each row with the part's percent, and the foot with the whole translation's", () => {
    render(<ProgressGrid stages={stages} parts={parts} />);
    expect(cellTexts('Пролог').at(-1)).toBe('80 %');
    expect(cellTexts('Рут Алисы').at(-1)).toBe('8 %');
    // Weighed by lines (§A1.2): per stage, then overall.
    expect(cellTexts('Весь перевод')).toEqual(['43 %', '25 %', '10 %', '26 %']);
  });

  it('has no foot row for a single part', () => {
    render(<ProgressGrid stages={stages} parts={parts.slice(0, 1)} />);
    expect(screen.queryByRole('rowheader', { name: 'Весь перевод' })).toBeNull();
  });

  it('scrolls in a region named by its caption that the keyboard reaches', async () => {
    render(<ProgressGrid stages={stages} parts={parts} caption="Ход перевода команды «Лето»" />);
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Ход перевода команды «Лето»' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Ход перевода команды «Лето»' })).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<ProgressGrid stages={stages} parts={parts} className="extra" />);
    const element = screen.getByRole('region');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});

describe('stageStateText', () => {
  it('says each state in the words of §A1.1', () => {
    expect(stageStateText({ state: 'notStarted' })).toBe('Не начато');
    expect(stageStateText({ state: 'inProgress', percent: 40 })).toBe('В работе, 40\u00a0%');
    expect(stageStateText({ state: 'paused', percent: 0 })).toBe('На паузе, 0\u00a0%');
    expect(stageStateText({ state: 'done' })).toBe('Готово');
  });
});
