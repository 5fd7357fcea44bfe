/// <reference types="node" />
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The JavaScript a first visit to /novels (empty cache) loads, gzipped, counting every script the
 * visit fetches until the network is idle — the shell, the route's own chunk and anything they load
 * on the way. Routes are split so that what other pages need is not in it.
 *
 * Issue 9's target is 170 KB. Measured 187 KB when this landed (react-dom 40, react-aria ~55, zod
 * ~24, the router 14); the issue stays open until the target is met. Until then this test holds the
 * line at what was measured, so nothing makes it worse; lower it with every gain, never raise it.
 */
const TARGET_BYTES = 170 * 1024;
const CEILING_BYTES = 190 * 1024;

test('a first visit to /novels loads no more gzipped JavaScript than the current ceiling', async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  });
  await page.goto('/novels', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('listitem'),
  ).toHaveCount(30);

  const sizes = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gzipped: await size })),
  );
  const total = sizes.reduce((sum, script) => sum + script.gzipped, 0);
  const report = sizes
    .sort((a, b) => b.gzipped - a.gzipped)
    .map((script) => `${(script.gzipped / 1024).toFixed(1)} KB ${script.file}`)
    .join('\n');
  testInfo.annotations.push({
    type: 'measured',
    description: `${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${sizes.length} files (target ${TARGET_BYTES / 1024} KB: ${total <= TARGET_BYTES ? 'met' : 'not met'})`,
  });
  console.log(
    `[${testInfo.project.name}] /novels JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB\n${report}`,
  );
  expect(total).toBeLessThanOrEqual(CEILING_BYTES);
});
