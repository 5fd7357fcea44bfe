import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { developmentStatuses } from '../catalogue/statuses';
import {
  effectiveStatus,
  isInMaking,
  isInWork,
  lineStatusOf,
  translationStatuses,
  translationStatusLabels,
} from './status';

describe('a translation status and the project line that shows it', () => {
  it('maps the three of our own onto the specification’s five, and keeps those five as they are', () => {
    expect(lineStatusOf('announced')).toBe('inProcess');
    expect(lineStatusOf('paused')).toBe('inProcess');
    expect(lineStatusOf('dropped')).toBe('freeze');
    for (const status of developmentStatuses) expect(lineStatusOf(status)).toBe(status);
  });

  it('labels every status in Russian, the five as the catalogue does', () => {
    expect(translationStatusLabels.paused).toBe('На паузе');
    expect(translationStatusLabels.done).toBe('Полный');
    expect(Object.keys(translationStatusLabels).sort()).toEqual([...translationStatuses].sort());
  });

  it('keeps its own status while the line agrees, and follows the line once an edit changed it', () => {
    expect(effectiveStatus('paused', 'inProcess')).toBe('paused');
    expect(effectiveStatus('paused', 'done')).toBe('done');
    expect(effectiveStatus(null, 'demo')).toBe('demo');
  });

  it('always shows, on the line, what the project’s line says', () => {
    const status = fc.constantFrom(...translationStatuses);
    const line = fc.constantFrom(...developmentStatuses);
    fc.assert(
      fc.property(fc.option(status, { nil: null }), line, (own, shown) => {
        expect(lineStatusOf(effectiveStatus(own, shown))).toBe(shown);
      }),
    );
  });

  it('is in work only when announced, in the making or partly out', () => {
    expect(translationStatuses.filter(isInWork)).toEqual(['announced', 'inProcess', 'demo']);
  });

  it('is in the making when in work or paused, and no longer once frozen, dropped or done (§A1.10)', () => {
    expect(translationStatuses.filter(isInMaking)).toEqual([
      'announced',
      'inProcess',
      'demo',
      'paused',
    ]);
    // Whatever can go quiet is in the making.
    for (const status of translationStatuses.filter(isInWork))
      expect(isInMaking(status)).toBe(true);
  });
});
