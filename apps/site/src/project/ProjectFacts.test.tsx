import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAppearance } from '@vn/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppearance } from '../appearance/appearance-store';
import { ProjectFacts } from './ProjectFacts';
import { projectFacts, type FactSource } from './project-facts';

afterEach(() => {
  cleanup();
  setAppearance(defaultAppearance);
});

const project: FactSource = {
  section: 'novel',
  status: 'done',
  releasedAt: null,
  expectedReleaseAt: '',
  originalLanguage: 'jp',
  developers: [],
  length: null,
  genres: [{ _id: 'g1', value: 'Драма' }],
  platforms: [],
  tags: [
    { _id: 't1', value: 'Школа' },
    { _id: 't2', value: 'Смерть героини', spoiler: true },
    { _id: 't3', value: 'Романтика' },
    { _id: 't4', value: 'Предательство', spoiler: true },
  ],
};

const tagsOf = () => {
  const row = document.querySelector('[data-fact="tags"]');
  if (!(row instanceof HTMLElement)) throw new Error('no tags row');
  return row;
};
const tagNames = () =>
  within(tagsOf())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('ProjectFacts: spoiler tags (docs/product §A5.6)', () => {
  it('hides spoiler tags from a reader who hides them, counting them in their place', () => {
    render(<ProjectFacts facts={projectFacts(project)} />);
    expect(tagNames()).toEqual(['Школа', 'Романтика']);
    expect(within(tagsOf()).getByText(/Скрыто спойлерных тегов: 2/)).toBeInTheDocument();
    expect(screen.queryByText('спойлер')).not.toBeInTheDocument();
  });

  it('shows them in place, marked, on «Показать», and the keyboard moves to the first', async () => {
    render(<ProjectFacts facts={projectFacts(project)} />);
    screen.getByRole('button', { name: 'Показать' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(tagNames()).toEqual(['Школа', 'Смерть героини', 'Романтика', 'Предательство']);
    expect(within(tagsOf()).getAllByText('спойлер')).toHaveLength(2);
    expect(screen.queryByText(/Скрыто спойлерных тегов/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смерть героини' })).toHaveFocus();
  });

  it('shows a reader who chose to see spoiler tags every tag, the spoilers marked', () => {
    setAppearance({ ...defaultAppearance, showSpoilerTags: true });
    render(<ProjectFacts facts={projectFacts(project)} />);
    expect(tagNames()).toEqual(['Школа', 'Смерть героини', 'Романтика', 'Предательство']);
    expect(within(tagsOf()).getAllByText('спойлер')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Показать' })).not.toBeInTheDocument();
  });

  it('keeps the tags row when every tag is a spoiler, with only the count', () => {
    const onlySpoilers = {
      ...project,
      tags: [{ _id: 't2', value: 'Смерть героини', spoiler: true }],
    };
    render(<ProjectFacts facts={projectFacts(onlySpoilers)} />);
    expect(tagNames()).toEqual([]);
    expect(within(tagsOf()).getByText(/Скрыто спойлерных тегов: 1/)).toBeInTheDocument();
  });

  it('changes nothing for a project without spoiler tags', () => {
    render(<ProjectFacts facts={projectFacts({ ...project, tags: [project.tags[0]!] })} />);
    expect(tagNames()).toEqual(['Школа']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
