import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Search } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text', () => {
    render(<Button>Сохранить</Button>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Сохранить</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('calls onPress from the keyboard (Tab, then Enter and Space)', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Сохранить</Button>);
    await tabTo('button');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Сохранить
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('ignores presses while pending and says so to assistive technology', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Сохранить
      </Button>,
    );
    const pendingButton = screen.getByRole('button');
    await userEvent.click(pendingButton);
    expect(onPress).not.toHaveBeenCalled();
    expect(pendingButton).toHaveAttribute('data-pending', 'true');
  });

  it('shows a spinner while pending', () => {
    const { container, rerender } = render(<Button>Сохранить</Button>);
    expect(container.querySelector('svg')).toBeNull();
    rerender(<Button isPending>Сохранить</Button>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names an icon-only button by its aria-label', () => {
    render(
      <Button iconOnly aria-label="Поиск">
        <Search aria-hidden />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Поиск' })).toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Button className="extra">Сохранить</Button>);
    const element = screen.getByRole('button');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
