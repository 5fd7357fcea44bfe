import 'reflect-metadata';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfig } from '../platform/config/app-config';
import { createApp } from '../create-app';
import { CatalogueIndex } from '../features/novels';

/**
 * What the API holds in memory for its catalogue (ADR 0012, Consequences): starts the whole API on
 * MONGODB_URI as production would (without listening, without the site), lets every read model
 * load, collects garbage and prints the heap, before and after, and per project.
 * `npm run bench -- --memory` runs it on the bench's database; with HEAP_SNAPSHOT_FILE set it also
 * writes a heap snapshot there.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function settledMemory() {
  for (let round = 0; round < 3; round += 1) collectGarbage();
  const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
  return { heapUsed, external, arrayBuffers, rss };
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SERVE_SITE: 'false',
  });
  const before = settledMemory();
  const app = await createApp(config);
  await app.init();
  const projects = app.get(CatalogueIndex).size;
  const after = settledMemory();
  // HEAP_SNAPSHOT_FILE: a heap snapshot, to break the heap down by what holds it (DevTools' Memory
  // panel, "Retained size"); taken before close, while the read models are held.
  const snapshotFile = process.env['HEAP_SNAPSHOT_FILE'];
  if (snapshotFile) writeHeapSnapshot(snapshotFile);
  await app.close();
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
  const held = after.heapUsed + after.external - before.heapUsed - before.external;
  console.log(
    [
      `${projects} projects loaded`,
      `heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
      `external (typed arrays, buffers) ${mb(before.external)} → ${mb(after.external)}`,
      `rss ${mb(after.rss)}`,
      `held by the API after start: ${mb(held)}, ${projects > 0 ? Math.round(held / projects) : 0} bytes per project`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
