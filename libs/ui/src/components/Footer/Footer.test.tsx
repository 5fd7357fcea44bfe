import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

const links = [
  { href: 'https://vk.example/vn', text: 'ВКонтакте' },
  { href: 'mailto:hello@example.com', text: 'Почта' },
];

describe('Footer', () => {
  it('shows the tagline and the links, opening outside pages in a new tab', () => {
    render(<Footer links={links} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Визуальные новеллы на русском языке.',
    );
    expect(screen.getByRole('link', { name: 'ВКонтакте' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Почта' })).not.toHaveAttribute('target');
  });
});
