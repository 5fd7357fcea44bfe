import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toggleOnWithSpace } from '../../../test/keyboard';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label, off by default', () => {
    render(<Switch label="Уведомления" />);
    expect(screen.getByRole('switch', { name: 'Уведомления' })).not.toBeChecked();
  });

  it('flips with Space after Tab', async () => {
    const onChange = vi.fn();
    render(<Switch label="Уведомления" onChange={onChange} />);
    await toggleOnWithSpace('switch', onChange);
  });

  it('is described by its description', () => {
    render(<Switch label="Скрывать 18+" description="Не показывать в каталоге" />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription('Не показывать в каталоге');
  });

  it('does not flip while disabled', async () => {
    render(<Switch label="Уведомления" isDisabled />);
    await userEvent.click(screen.getByText('Уведомления'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
