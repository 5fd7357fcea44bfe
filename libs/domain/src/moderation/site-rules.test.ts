import { describe, expect, it } from 'vitest';
import { siteRuleLabels, siteRules } from './site-rules';

describe('site rules a sanction cites (docs/product §A2.2)', () => {
  it('labels every rule in Russian, in the order of the list', () => {
    expect(Object.keys(siteRuleLabels)).toEqual([...siteRules]);
    expect(siteRuleLabels.spoilers).toBe('Спойлеры без спойлер-тега');
    expect(siteRuleLabels.other).toBe('Другое');
  });
});
