import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NovelCard, type NovelCardProps } from './NovelCard';

const base: NovelCardProps = {
  href: '/novels/beskonechnoe-leto',
  name: 'Бесконечное лето',
  status: 'done',
};

describe('NovelCard', () => {
  it('is a link to the project, named by the novel, reached with Tab', async () => {
    render(<NovelCard {...base} />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: /^Бесконечное лето/ });
    expect(link).toHaveFocus();
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/novels/beskonechnoe-leto');
  });

  it('shows the development status label', () => {
    render(<NovelCard {...base} status="demoFreeze" />);
    expect(screen.getByText('Частичный, заморожен')).toBeInTheDocument();
  });

  it('shows the site rating with one decimal and the external rating divided by 10', () => {
    render(<NovelCard {...base} rating={8.34} externalRating={72} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName(/Рейтинг 8\.3/);
    expect(link).toHaveAccessibleName(/VNDB рейтинг 7\.2/);
  });

  it('shows no ratings when there are none', () => {
    render(<NovelCard {...base} />);
    expect(screen.getByRole('link')).not.toHaveAccessibleName(/рейтинг/i);
  });

  it("shows the translation's status it is given", () => {
    render(<NovelCard {...base} status="inProcess" translationStatus="demo" />);
    expect(screen.getByText('Перевод: Частичный')).toBeInTheDocument();
  });

  it('adds how far an unfinished translation has come, never to a finished one (ours, §A1.11)', () => {
    const { rerender } = render(
      <NovelCard {...base} translationStatus="inProcess" translationPercent={61} />,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName(/Перевод: В разработке, 61\u00a0%/);
    rerender(<NovelCard {...base} translationStatus="done" translationPercent={100} />);
    expect(screen.getByRole('link')).not.toHaveAccessibleName(/100 %/);
  });

  it("shows the reader's list mark", () => {
    render(<NovelCard {...base} readingList="wantRead" />);
    expect(screen.getByRole('link')).toHaveAccessibleName(/Список: Хочу прочитать\./);
  });

  it('shows the poster, or a placeholder without one', () => {
    const { container, rerender } = render(<NovelCard {...base} posterSrc="/poster.webp" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/poster.webp');
    rerender(<NovelCard {...base} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<NovelCard {...base} className="extra" />);
    const link = screen.getByRole('link');
    expect(link).toHaveClass('extra');
    expect(link.classList.length).toBeGreaterThan(1);
  });
});
