import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

function Statuses(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Статус" {...props}>
      <RadioGroupItem value="translated">Переведена</RadioGroupItem>
      <RadioGroupItem value="inProgress">В процессе</RadioGroupItem>
      <RadioGroupItem value="frozen">Заморожена</RadioGroupItem>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup named by its label with its radios', () => {
    render(<Statuses />);
    expect(screen.getByRole('radiogroup', { name: 'Статус' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('moves and selects with the arrows', async () => {
    const onChange = vi.fn();
    render(<Statuses onChange={onChange} />);
    await tabTo('radio', 'Переведена');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Заморожена' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('frozen');
  });

  it('selects on click', async () => {
    render(<Statuses />);
    await userEvent.click(screen.getByText('В процессе'));
    expect(screen.getByRole('radio', { name: 'В процессе' })).toBeChecked();
  });

  it('shows its description and error', () => {
    render(<Statuses description="Как у переводчиков" isInvalid errorMessage="Выберите статус" />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleDescription('Как у переводчиков Выберите статус');
    expect(screen.getByText('Выберите статус')).toBeInTheDocument();
  });

  it('disables every radio with isDisabled', () => {
    render(<Statuses isDisabled />);
    for (const element of screen.getAllByRole('radio')) expect(element).toBeDisabled();
  });
});
