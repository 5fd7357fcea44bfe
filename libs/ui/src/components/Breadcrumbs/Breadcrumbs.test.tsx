import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every crumb but the last, which is marked as the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { href: '/', label: 'Главная' },
          { href: '/novels', label: 'Визуальные новеллы' },
          { label: 'Steins;Gate' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Визуальные новеллы' })).toHaveAttribute(
      'href',
      '/novels',
    );
    expect(screen.getByText('Steins;Gate')).toHaveAttribute('aria-current', 'page');
  });
});
