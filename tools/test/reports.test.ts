import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemathesisCounts } from './reports';

describe('schemathesisCounts', () => {
  const write = (name: string, xml: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'fuzz-report-')), name);
    writeFileSync(file, xml);
    return file;
  };

  it('counts each operation of each run, and names each finding with its run and first line', () => {
    const guest = write(
      'guest.xml',
      `<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="schemathesis" tests="3">
  <testcase name="GET /api/health" time="0.1" />
  <testcase name="GET /api/mainPage" time="0.2"><failure type="failure" message="1. Test Case ID: x&#10;&#10;- ST101 Server error">details</failure></testcase>
  <testcase name="POST /api/comments" time="0.3"><error type="error" message="Runtime Error &amp; more">trace</error></testcase>
</testsuite></testsuites>`,
    );
    const reader = write(
      'reader.xml',
      `<testsuites><testsuite><testcase name="GET /api/settings" time="0.1" /></testsuite></testsuites>`,
    );
    expect(schemathesisCounts({ guest, reader })).toEqual({
      passed: 2,
      failed: 2,
      failures: [
        'guest: GET /api/mainPage: ST101 Server error',
        'guest: POST /api/comments: Runtime Error & more',
      ],
    });
  });

  it('has no counts when a run wrote no report', () => {
    expect(schemathesisCounts({ guest: join(tmpdir(), 'no-such-report.xml') })).toBeUndefined();
  });
});
