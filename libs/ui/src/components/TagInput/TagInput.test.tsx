import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './TagInput';

const tags = [
  { _id: 't1', value: 'Школа' },
  { _id: 't2', value: 'Романтика' },
  { _id: 't3', value: 'Драма' },
];

const rows = () => within(screen.getByRole('grid')).getAllByRole('row');

describe('TagInput', () => {
  it('is a combobox named by its label', () => {
    render(<TagInput label="Теги" vocabulary={tags} />);
    expect(screen.getByRole('combobox', { name: 'Теги' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('adds a typed new value on Enter, marked "новый"', async () => {
    const onChange = vi.fn();
    render(<TagInput label="Теги" vocabulary={tags} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('Пионерлагерь{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ value: 'Пионерлагерь', isNew: true }]);
    expect(rows()[0]).toHaveTextContent('Пионерлагерьновый');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('adds the vocabulary entry when the typed text equals it in another case', async () => {
    const onChange = vi.fn();
    render(<TagInput label="Теги" vocabulary={tags} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('  шКОЛА {Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ _id: 't1', value: 'Школа' }]);
    expect(rows()[0]).not.toHaveTextContent('новый');
  });

  it('does not add a value twice (case-insensitive)', async () => {
    const onChange = vi.fn();
    render(<TagInput label="Теги" vocabulary={tags} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('Пионерлагерь{Enter}');
    await userEvent.keyboard('ПИОНЕРЛАГЕРЬ{Enter}');
    await userEvent.keyboard('Школа{Enter}');
    await userEvent.keyboard('школа{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(rows()).toHaveLength(2);
  });

  it('offers matching vocabulary entries not yet chosen and adds the one picked', async () => {
    const onChange = vi.fn();
    render(
      <TagInput label="Теги" vocabulary={tags} defaultValue={[tags[0]!]} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('а');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Романтика', 'Драма']);
    await userEvent.click(screen.getByRole('option', { name: 'Драма' }));
    expect(onChange).toHaveBeenLastCalledWith([tags[0], tags[2]]);
  });

  it('removes a tag with its remove button', async () => {
    const onChange = vi.fn();
    render(<TagInput label="Теги" vocabulary={tags} defaultValue={tags} onChange={onChange} />);
    await userEvent.click(within(rows()[1]!).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith([tags[0], tags[2]]);
    expect(rows()).toHaveLength(2);
  });

  it('removes a focused tag with Backspace', async () => {
    const onChange = vi.fn();
    render(
      <TagInput label="Теги" vocabulary={tags} defaultValue={[tags[0]!]} onChange={onChange} />,
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows its description and error', () => {
    render(
      <TagInput
        label="Теги"
        vocabulary={tags}
        description="Enter — добавить"
        isInvalid
        errorMessage="Добавьте тег"
      />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Enter — добавить Добавьте тег',
    );
  });
});
