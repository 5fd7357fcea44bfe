import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toggleOnWithSpace } from '../../../test/keyboard';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    render(<Checkbox label="Школа" />);
    expect(screen.getByRole('checkbox', { name: 'Школа' })).not.toBeChecked();
  });

  it('toggles with Space after Tab', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Школа" onChange={onChange} />);
    await toggleOnWithSpace('checkbox', onChange);
  });

  it('toggles on click', async () => {
    render(<Checkbox label="Школа" defaultSelected />);
    await userEvent.click(screen.getByText('Школа'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('is described by its description and, when invalid, its error', () => {
    render(
      <Checkbox
        label="Правила"
        description="Прочитайте их"
        isInvalid
        errorMessage="Нужно принять правила"
      />,
    );
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAccessibleDescription('Прочитайте их Нужно принять правила');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not toggle while disabled', async () => {
    render(<Checkbox label="Школа" isDisabled />);
    await userEvent.click(screen.getByText('Школа'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('keeps a className on the root', () => {
    const { container } = render(<Checkbox label="Школа" className="extra" />);
    expect(container.firstElementChild).toHaveClass('extra');
  });
});
