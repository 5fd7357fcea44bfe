import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseRatingField, getChosenRatingField } from '../../catalogue/chosen-rating-field';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { CataloguePage } from './CataloguePage';

function renderCatalogue(path: string) {
  const api = new FakeApi().result('GET /api/novels', { novels: [], count: 0 });
  renderArticlePage(api, { page: <CataloguePage route="novels" />, pattern: '/novels', path });
  return api;
}

describe('the rating field chosen on /novels (docs/product §2.1, §4)', () => {
  afterEach(() => chooseRatingField('mixRating'));

  it('is remembered for the menus when the reader picks it in the sort bar', async () => {
    renderCatalogue('/novels');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Рейтинг:' }), 'bRating');
    await waitFor(() => expect(currentAddress()).toBe('/novels?rating=bRating'));
    expect(getChosenRatingField()).toBe('bRating');
    // Picking the default again is a choice too, though the address no longer names it.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Рейтинг:' }), 'mixRating');
    await waitFor(() => expect(currentAddress()).toBe('/novels'));
    expect(getChosenRatingField()).toBe('mixRating');
  });

  it('is not changed by an address that merely names a rating (the main page’s "best")', async () => {
    chooseRatingField('vndbRating');
    const api = renderCatalogue('/novels?sort=mixRating');
    await waitFor(() => expect(api.callsTo('GET /api/novels')).toHaveLength(1));
    expect(getChosenRatingField()).toBe('vndbRating');
  });
});
