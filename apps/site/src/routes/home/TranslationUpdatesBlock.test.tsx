import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { LatestTranslationUpdate } from '@vn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationUpdatesBlock } from './TranslationUpdatesBlock';

afterEach(cleanup);

const update = (over: Partial<LatestTranslationUpdate>): LatestTranslationUpdate => ({
  _id: '0123456789abcdef0123456a',
  at: '2026-11-20T10:00:00.000Z',
  translation: '0123456789abcdef0123456b',
  novel: {
    _id: '0123456789abcdef0123456c',
    name: 'Бесконечное лето',
    url: 'leto',
    section: 'novel',
  },
  group: 'Осенний маяк',
  percent: 61,
  events: ['stageFinished:translation', 'milestone:50'],
  note: 'Рут Аи переведён',
  ...over,
});

describe('«Обновления переводов» on the main page (docs/product §A1.9)', () => {
  it('links each project, names its group, shows how far along it is and what moved', () => {
    render(
      <TranslationUpdatesBlock
        updates={[
          update({}),
          update({
            _id: '0123456789abcdef0123456d',
            percent: null,
            events: [],
            note: 'Набираем редакторов',
            group: 'Zephyr',
          }),
        ]}
      />,
    );
    const block = screen.getByRole('region', { name: 'Обновления переводов' });
    const items = within(block).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Бесконечное лето' })).toHaveAttribute(
      'href',
      '/novels/leto',
    );
    expect(
      within(items[0]!).getByRole('progressbar', { name: 'Перевод Осенний маяк: готово' }),
    ).toHaveAttribute('aria-valuenow', '61');
    expect(
      within(items[0]!).getByText('закончен этап «Перевод», пройдено 50 %'),
    ).toBeInTheDocument();
    // No progress stated: no bar, and the note says what moved.
    expect(within(items[1]!).queryByRole('progressbar')).toBeNull();
    expect(within(items[1]!).getByText('Набираем редакторов')).toBeInTheDocument();
  });

  it('shows nothing at all when no translation has said anything', () => {
    const { container } = render(<TranslationUpdatesBlock updates={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
