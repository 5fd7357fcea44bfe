import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeOrders, activeOrdersAfter, type ActiveRow } from './active-translations';

/** A row with only what the orders read. */
function row(projectId: string, index: number, percent: number | null, at: number | null) {
  return {
    project: { record: { _id: projectId } },
    keyed: { index },
    percent,
    lastUpdateAt: at,
  } as unknown as ActiveRow;
}

const rows = fc
  .array(
    fc.record({
      project: fc.integer({ min: 0, max: 30 }),
      percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      at: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    }),
    { maxLength: 60 },
  )
  .map((drawn) =>
    drawn.map((each, index) =>
      row(each.project.toString(16).padStart(24, '0'), index, each.percent, each.at),
    ),
  );

/*
 * The orders of the list of translations in the making (docs/product §A1.10): sorted afresh, or
 * kept and changed after a change of a few projects, they are the same.
 */
describe('the orders of translations in the making', () => {
  it('puts the newest update first, and the highest percent first, the missing ones last', () => {
    const a = row('000000000000000000000001', 0, 40, 5);
    const b = row('000000000000000000000002', 0, null, 9);
    const c = row('000000000000000000000003', 0, 90, null);
    const d = row('000000000000000000000004', 0, null, null);
    const orders = activeOrders([a, b, c, d]);
    expect(orders.updated).toEqual([b, a, d, c]);
    expect(orders.percent).toEqual([c, a, b, d]);
  });

  it('after a change, is what sorting everything afresh gives', () => {
    fc.assert(
      fc.property(rows, rows, fc.array(fc.nat(), { maxLength: 10 }), (before, fresh, drop) => {
        const stale = new Set(drop.map((index) => before[index % before.length]).filter(Boolean));
        const after = activeOrdersAfter(activeOrders(before), stale as Set<ActiveRow>, fresh);
        const expected = activeOrders([...before.filter((each) => !stale.has(each)), ...fresh]);
        expect(after).toEqual(expected);
      }),
    );
  });
});
