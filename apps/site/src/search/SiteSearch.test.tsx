import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NovelCard } from '@vn/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../test-support/articles.fixtures';
import { novelCard } from '../test-support/novel-card';
import { SiteSearch } from './SiteSearch';

const card = (fields: Pick<NovelCard, '_id' | 'url' | 'name' | 'section'>): NovelCard =>
  novelCard(fields);

const found = [
  card({ _id: 'n1', url: 'beskonechnoe-leto', name: 'Бесконечное лето', section: 'novel' }),
  card({ _id: 'g1', url: 'letniy-lager', name: 'Летний лагерь', section: 'rpgmaker' }),
];

function renderSearch({ autoFocus = false } = {}) {
  const none = { items: [], count: 0 };
  const api = new FakeApi().result('GET /api/search', {
    novels: { items: found, count: found.length },
    articles: none,
    groups: none,
    people: none,
  });
  const onSubmit = vi.fn();
  function Box() {
    const [text, setText] = useState('');
    return <SiteSearch value={text} onChange={setText} onSubmit={onSubmit} autoFocus={autoFocus} />;
  }
  renderArticlePage(api, { page: <Box />, pattern: '/', path: '/' });
  return { api, onSubmit, box: () => screen.getByRole('combobox', { name: 'Поиск' }) };
}

/*
 * The first test sees the box before its code has loaded; the module then stays loaded for the page,
 * as it does on the site, so the later tests start with the suggesting box.
 */
describe('the global search box (docs/product §2.1)', () => {
  it('starts as a stand-in and becomes the suggesting box when focused, the typing going on', async () => {
    const { box } = renderSearch();
    const standIn = box();
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(standIn);
    await userEvent.keyboard('Л');
    await waitFor(() => expect(box()).not.toBe(standIn));
    expect(box()).toHaveFocus();
    await userEvent.keyboard('ет');
    expect(box()).toHaveValue('Лет');
    expect(await screen.findByRole('option', { name: /^Бесконечное лето/ })).toBeVisible();
  });

  it('opens the highlighted project’s page with the arrows and Enter', async () => {
    const { api, box, onSubmit } = renderSearch();
    await userEvent.click(box());
    // Pasted, not typed: on a loaded machine a pause between typed letters outlasts the debounce, and
    // "ле" would be asked too; this test is about the query sent and the keys that follow.
    await userEvent.paste('лет');
    await screen.findByRole('option', { name: /^Летний лагерь/ });
    expect(api.callsTo('GET /api/search').map((call) => Object.fromEntries(call.query))).toEqual([
      { q: 'лет', limit: '5' },
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: /^Летний лагерь RPG Maker/ });
    await waitFor(() => expect(box()).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentAddress()).toBe('/games/letniy-lager'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the text with Enter when no suggestion is highlighted', async () => {
    const { box, onSubmit } = renderSearch();
    await userEvent.click(box());
    await userEvent.keyboard('лето{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('лето');
    expect(currentAddress()).toBe('/');
  });

  it('opened by the reader (the mobile search), it takes the focus at once', () => {
    const { box } = renderSearch({ autoFocus: true });
    expect(box()).toHaveFocus();
  });
});
