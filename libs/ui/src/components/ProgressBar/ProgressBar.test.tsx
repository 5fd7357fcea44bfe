import { render, screen } from '@testing-library/react';
import type { TranslationPart } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { formatPercent, ProgressBar, progressSegments } from './ProgressBar';

/** The segments of a bar, in order (they are drawing only: a progress bar's children are not read). */
const segmentsOf = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>('[data-segment]')];

describe('ProgressBar', () => {
  it('is a progress bar named «Готово» with its value as a number and as «45 %»', () => {
    render(<ProgressBar value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Готово' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', formatPercent(45));
    expect(bar).toHaveTextContent('Готово45 %');
  });

  it('takes another label, and keeps a hidden one as the accessible name', () => {
    const { rerender } = render(<ProgressBar value={10} label="Переведено" />);
    expect(screen.getByText('Переведено')).toBeVisible();
    rerender(<ProgressBar value={10} label="Переведено" hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Переведено' })).not.toHaveTextContent(
      'Переведено',
    );
  });

  it('fills an undivided track to the value', () => {
    render(<ProgressBar value={45} />);
    const fill = screen.getByRole('progressbar').querySelector('[style*="width"]');
    expect(fill).toHaveStyle({ width: '45%' });
  });

  it('gives each segment a width by its weight and a fill by its own percent', () => {
    render(
      <ProgressBar
        value={52}
        segments={[
          { name: 'Пролог', weight: 1000, percent: 100 },
          { name: 'Рут Алисы', weight: 3000, percent: 40 },
          { name: 'Рут Лены', weight: 2000, percent: 0 },
        ]}
      />,
    );
    const segments = segmentsOf(screen.getByRole('progressbar', { name: 'Готово' }));
    expect(segments.map((segment) => segment.dataset['segment'])).toEqual([
      'Пролог',
      'Рут Алисы',
      'Рут Лены',
    ]);
    expect(segments.map((segment) => segment.style.flexGrow)).toEqual(['1000', '3000', '2000']);
    expect(
      segments.map((segment) => (segment.firstElementChild as HTMLElement).style.width),
    ).toEqual(['100%', '40%', '0%']);
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<ProgressBar value={0} className="extra" />);
    const element = screen.getByRole('progressbar');
    expect(element).toHaveClass('extra');
    expect(element.classList.length).toBeGreaterThan(1);
  });
});

describe('progressSegments (docs/product §A1.2)', () => {
  const stages = ['translation', 'editing'] as const;
  const part = (name: string, lines: number | null, percent: number): TranslationPart => ({
    name,
    lines,
    stages: { translation: { state: 'inProgress', percent }, editing: { state: 'notStarted' } },
  });

  it('weighs the parts by their lines when every part gives them', () => {
    expect(progressSegments({ stages, parts: [part('А', 300, 80), part('Б', 100, 20)] })).toEqual([
      { name: 'А', weight: 300, percent: 40 },
      { name: 'Б', weight: 100, percent: 10 },
    ]);
  });

  it('weighs them equally when one part has no size', () => {
    expect(
      progressSegments({ stages, parts: [part('А', 300, 80), part('Б', null, 20)] }).map(
        (segment) => segment.weight,
      ),
    ).toEqual([1, 1]);
  });
});
