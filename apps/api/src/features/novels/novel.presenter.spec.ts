import { readingLists } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { listStatisticsOf } from './novel.presenter';
import { newProjectCounters, type NovelRecord } from './novel.schema';

describe('listStatisticsOf', () => {
  it('answers every list, 0 for one nobody has the project on, and never below 0', () => {
    const record = {
      ...newProjectCounters(),
      listCounts: { reading: 3, dropped: -1 },
    } as unknown as NovelRecord;
    const statistics = listStatisticsOf(record);
    expect(statistics.map((entry) => entry._id)).toEqual([...readingLists]);
    expect(statistics.find((entry) => entry._id === 'reading')?.count).toBe(3);
    expect(statistics.find((entry) => entry._id === 'dropped')?.count).toBe(0);
    expect(statistics.every((entry) => entry.count >= 0)).toBe(true);
  });
});
