import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextDiff } from './TextDiff';

describe('TextDiff', () => {
  it('reads the text with «добавлено:» and «удалено:» before each change, in place', () => {
    render(
      <TextDiff
        parts={[
          { kind: 'same', text: 'Семён ' },
          { kind: 'removed', text: 'приезжает' },
          { kind: 'added', text: 'попадает' },
          { kind: 'same', text: ' в лагерь.' },
        ]}
      />,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Семён удалено: приезжаетдобавлено: попадает в лагерь.',
      { normalizeWhitespace: false },
    );
  });

  it('marks an addition as <ins> and a removal as <del>, told apart without colour', () => {
    render(
      <TextDiff
        parts={[
          { kind: 'removed', text: 'Кот' },
          { kind: 'added', text: 'Пёс' },
        ]}
      />,
    );
    expect(screen.getByRole('insertion')).toHaveTextContent('добавлено: Пёс');
    expect(screen.getByRole('deletion')).toHaveTextContent('удалено: Кот');
    expect(screen.getByText('добавлено:')).toHaveClass(/visuallyHidden/);
  });

  it('keeps line breaks and runs of spaces as written', () => {
    render(<TextDiff parts={[{ kind: 'same', text: 'Первая строка.\n\n  Вторая.' }]} />);
    expect(screen.getByRole('paragraph').textContent).toBe('Первая строка.\n\n  Вторая.');
  });

  it('says «Нет» when there is no text on either side', () => {
    render(<TextDiff parts={[]} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Нет');
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<TextDiff parts={[{ kind: 'same', text: 'Лето' }]} className="extra" />);
    const element = screen.getByRole('paragraph');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});
