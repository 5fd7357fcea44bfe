import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { RatingPicker } from './RatingPicker';

describe('RatingPicker', () => {
  it('is a radiogroup of ten marks, 1 to 10, named by its label', () => {
    render(<RatingPicker label="Оценка" />);
    expect(screen.getByRole('radiogroup', { name: 'Оценка' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it('reports the rating as a number and shows it', async () => {
    const onChange = vi.fn();
    render(<RatingPicker onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    expect(onChange).toHaveBeenCalledWith(8);
    expect(screen.getByText('Ваша оценка: 8 из 10')).toBeInTheDocument();
  });

  it('moves the mark with the arrows', async () => {
    const onChange = vi.fn();
    render(<RatingPicker defaultValue={5} onChange={onChange} />);
    await tabTo('radio', '5');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('radio', { name: '6' })).toBeChecked();
  });

  it('offers "Убрать оценку" only with onClear and a rating, and clears', async () => {
    const onClear = vi.fn();
    const { rerender } = render(<RatingPicker defaultValue={4} />);
    expect(screen.queryByRole('button', { name: 'Убрать оценку' })).not.toBeInTheDocument();
    rerender(<RatingPicker defaultValue={4} onClear={onClear} />);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать оценку' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Без оценки')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Убрать оценку' })).not.toBeInTheDocument();
  });

  it('follows a controlled value', () => {
    render(<RatingPicker value={9} />);
    expect(screen.getByRole('radio', { name: '9' })).toBeChecked();
  });

  it('shows its error when invalid', () => {
    render(<RatingPicker isInvalid errorMessage="Поставьте оценку" />);
    expect(screen.getByText('Поставьте оценку')).toBeInTheDocument();
  });
});
