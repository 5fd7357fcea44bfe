import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslationCard } from './TranslationCard';

describe('TranslationCard', () => {
  it('shows the group, the status label, the paid mark, the date and the link', () => {
    render(
      <TranslationCard
        group="Команда «Лето»"
        status="demo"
        nonFree
        releasedAt="2024-06-01T10:00:00Z"
        timeZone="UTC"
        link={{ href: 'https://example.com/patch', text: 'Скачать патч' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Перевод: Команда «Лето»' });
    expect(card).toHaveTextContent('Частичный');
    expect(card).toHaveTextContent('Платный');
    expect(card).toHaveTextContent('Выход перевода: 01.06.2024');
    expect(screen.getByRole('link', { name: 'Скачать патч' })).toHaveAttribute(
      'href',
      'https://example.com/patch',
    );
  });

  it('leaves out what it does not have', () => {
    render(<TranslationCard group="Соло" status="done" />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Платный');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Соло' })).toBeInTheDocument();
  });

  it("links the group's name to the group's page when it has one", () => {
    render(<TranslationCard group="Команда «Лето»" groupHref="/translators/leto" status="done" />);
    const heading = screen.getByRole('heading', { name: 'Команда «Лето»' });
    expect(within(heading).getByRole('link', { name: 'Команда «Лето»' })).toHaveAttribute(
      'href',
      '/translators/leto',
    );
  });
});
