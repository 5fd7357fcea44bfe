import { describe, expect, it } from 'vitest';
import { failedTestsIn, lostPageOnly } from './vitest-browser-run';

const lost =
  'Error: Failed to run the test Box.stories.tsx.\nCaused by: Error: [vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?';

describe('running the stories again after a lost browser page', () => {
  it('runs again only when the page was lost and no test failed', () => {
    expect(lostPageOnly(lost, 0)).toBe(true);
    expect(lostPageOnly(lost, 1)).toBe(false);
    expect(lostPageOnly(lost, null)).toBe(false);
    expect(lostPageOnly('AssertionError: expected 1 to be 2', 0)).toBe(false);
  });

  it("reads the failed tests from Vitest's JSON report", () => {
    expect(failedTestsIn('{"numFailedTests":0,"numTotalTests":218}')).toBe(0);
    expect(failedTestsIn('{"numFailedTests":3}')).toBe(3);
    expect(failedTestsIn('{"numTotalTests":218}')).toBeNull();
    expect(failedTestsIn('not json')).toBeNull();
    expect(failedTestsIn(null)).toBeNull();
  });
});
