import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

function renderTooltip(props: { isOpen?: boolean; className?: string } = {}) {
  return render(
    <TooltipTrigger isOpen={props.isOpen}>
      <Button>Изменить</Button>
      <Tooltip className={props.className}>Редактировать страницу</Tooltip>
    </TooltipTrigger>,
  );
}

describe('Tooltip', () => {
  it('is hidden until the trigger is focused', () => {
    renderTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and describes the trigger', async () => {
    renderTooltip();
    await userEvent.tab();
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Редактировать страницу');
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', hint.id);
  });

  it('closes with Escape', async () => {
    renderTooltip();
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps a className given by the caller beside its own', () => {
    renderTooltip({ isOpen: true, className: 'extra' });
    const hint = screen.getByRole('tooltip');
    expect(hint).toHaveClass('extra');
    expect(hint.classList.length).toBeGreaterThan(1);
  });
});
