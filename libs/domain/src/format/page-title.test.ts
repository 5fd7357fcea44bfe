import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTION_MAX } from '../markup/description';
import { DEFAULT_PAGE_TITLE, landingPageMeta, pageTitle } from './page-title';

describe('pageTitle', () => {
  it("puts the page's own title before the site's, or gives the site's alone", () => {
    expect(pageTitle('Статьи')).toBe('Статьи — Визуальные новеллы на русском языке.');
    expect(pageTitle('')).toBe(DEFAULT_PAGE_TITLE);
    expect(pageTitle()).toBe(DEFAULT_PAGE_TITLE);
  });
});

describe('landingPageMeta', () => {
  it('titles the catalogue routes as docs/product §2.2 does', () => {
    expect(landingPageMeta.novels.title).toBe('Визуальные новеллы');
    expect(landingPageMeta.games.title).toBe('Аниме игры');
    expect(landingPageMeta.home.title).toBe('');
  });

  it('titles /translations as docs/product §A1.10 names it', () => {
    expect(landingPageMeta.translations.title).toBe('Переводы в работе');
  });

  it('keeps every description within what search engines show whole', () => {
    for (const [page, meta] of Object.entries(landingPageMeta)) {
      expect(meta.description.length, page).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX);
      expect(meta.description.trim(), page).not.toBe('');
    }
  });
});
