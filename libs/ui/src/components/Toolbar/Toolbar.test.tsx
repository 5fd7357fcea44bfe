import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Bold, Italic, Link2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { Toolbar, ToolbarButton, ToolbarSeparator, ToolbarToggleButton } from './Toolbar';

function renderToolbar(onLink = vi.fn()) {
  render(
    <>
      <button type="button">До</button>
      <Toolbar aria-label="Форматирование">
        <ToolbarToggleButton label="Жирный" icon={Bold} shortcut="Ctrl+B" />
        <ToolbarToggleButton label="Курсив" icon={Italic} shortcut="Ctrl+I" />
        <ToolbarSeparator />
        <ToolbarButton label="Ссылка" icon={Link2} onPress={onLink} />
      </Toolbar>
      <button type="button">После</button>
    </>,
  );
  return onLink;
}

describe('Toolbar', () => {
  it('is a named toolbar of named tools, their shortcuts given to assistive technology', () => {
    renderToolbar();
    expect(screen.getByRole('toolbar', { name: 'Форматирование' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Жирный' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('moves between tools with the arrow keys and is left with one Tab', async () => {
    renderToolbar();
    await userEvent.tab();
    await tabTo('button', 'Жирный');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Курсив' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Ссылка' })).toHaveFocus();
    await tabTo('button', 'После');
  });

  it('toggles a tool on and off, announced as pressed', async () => {
    renderToolbar();
    const bold = screen.getByRole('button', { name: 'Жирный' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('runs an action tool', async () => {
    const onLink = renderToolbar();
    await userEvent.click(screen.getByRole('button', { name: 'Ссылка' }));
    expect(onLink).toHaveBeenCalledTimes(1);
  });
});
