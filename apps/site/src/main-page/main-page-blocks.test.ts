import { userSettingsSchema } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { blockSize, cardBlocks } from './main-page-blocks';

const settings = userSettingsSchema.parse({});
const block = (id: string) => cardBlocks.find((candidate) => candidate.id === id)!;

describe('main page blocks (docs/product §2.2)', () => {
  it('link each block to its full view', () => {
    expect(
      Object.fromEntries(cardBlocks.map((candidate) => [candidate.id, candidate.href])),
    ).toEqual({
      lastCreated: '/games?section=all&sort=createdAt',
      lastUpdated: '/novels',
      bestNovels: '/novels?sort=mixRating',
      games: '/games',
      aiTranslated: '/games?section=ai',
    });
  });

  it('show 5 cards to guests and the reader’s chosen number otherwise, 0 hiding a block', () => {
    expect(blockSize(block('bestNovels'), null)).toBe(5);
    expect(blockSize(block('bestNovels'), { ...settings, mainPageBestsExtended: 15 })).toBe(15);
    expect(blockSize(block('lastCreated'), { ...settings, mainPageAddedExtended: 0 })).toBe(0);
    // Each block has a setting of its own: the machine-translation block's is not another's.
    expect(blockSize(block('aiTranslated'), { ...settings, mainPageOtherExtended: 0 })).toBe(5);
    expect(blockSize(block('aiTranslated'), { ...settings, mainPageAiExtended: 10 })).toBe(10);
    expect(cardBlocks.every((candidate) => candidate.setting !== undefined)).toBe(true);
  });
});
