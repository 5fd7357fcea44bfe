import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { Link } from './Link';

describe('Link', () => {
  it('is a real anchor with its href', () => {
    render(<Link href="/novels/clannad">Clannad</Link>);
    expect(screen.getByRole('link', { name: 'Clannad' })).toHaveAttribute(
      'href',
      '/novels/clannad',
    );
  });

  it('navigates through the RouterProvider when followed with Enter', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/novels/clannad">Clannad</Link>
      </RouterProvider>,
    );
    await tabTo('link');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/novels/clannad', undefined);
  });

  it('leaves ctrl-click to the browser (a new tab), not the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/novels/clannad">Clannad</Link>
      </RouterProvider>,
    );
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link'));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls onPress and is not followed while disabled', async () => {
    const onPress = vi.fn();
    render(
      <Link onPress={onPress} isDisabled>
        Clannad
      </Link>,
    );
    await userEvent.click(screen.getByRole('link'));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps a className given by the caller beside its own', () => {
    render(
      <Link href="/" className="extra" variant="quiet">
        Главная
      </Link>,
    );
    const element = screen.getByRole('link');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
