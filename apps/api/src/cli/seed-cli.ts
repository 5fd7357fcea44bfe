import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config/app-config';
import { storeDemoMessagePicture, storeDemoPosters } from '../seed/posters';
import { createStorageDriver, ImageStorage } from '../platform/storage/storage.module';
import { DEFAULT_NOVELS, DEFAULT_SEED, generateCatalogue } from '../seed/generate';
import { demoPasswordHash, describe, seedDatabase, seedDemoDataIfEmpty } from '../seed/write';

const USAGE = `Usage: npm run seed -- [--novels <n>] [--seed <s>]
  Resets the catalogue to deterministic demo data: drops projects, vocabularies, translators, users,
  ratings, list entries, articles, comments, messages and contacts and writes new ones. Other
  collections are left alone.
  --novels <n>   how many projects (default ${DEFAULT_NOVELS}; 20000 is the benchmark size)
  --seed <s>     which demo data (default ${DEFAULT_SEED}): the same seed writes the same documents
  --if-empty     write the default demo data only when there are no projects, dropping nothing
                 (what npm start does for the embedded database)`;

class UsageError extends Error {}

/** Our own flag checks, and node's parseArgs refusing an unknown or malformed flag. */
const isUsageMistake = (error: unknown) =>
  error instanceof UsageError ||
  String((error as { code?: unknown } | null)?.code).startsWith('ERR_PARSE_ARGS');

function positiveInteger(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new UsageError(`--${name} must be a positive integer, got "${text}"`);
  }
  return value;
}

/**
 * The demo data of apps/api/src/seed written into MONGODB_URI. It lives in the API, not in tools/,
 * because it writes exactly the records the API stores, through the API's own schemas and formulas.
 */
export async function main(argv: string[], environment = process.env): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        novels: { type: 'string', default: String(DEFAULT_NOVELS) },
        seed: { type: 'string', default: String(DEFAULT_SEED) },
        'if-empty': { type: 'boolean', default: false },
      },
    });
    const uri = environment['MONGODB_URI'];
    if (!uri) throw new UsageError('MONGODB_URI is not set');
    const config = loadConfig({ LOG_LEVEL: 'error', ...environment });
    const storage = new ImageStorage(createStorageDriver(config));
    const posters = () => storeDemoPosters(storage);
    const messagePicture = () => storeDemoMessagePicture(storage);
    if (values['if-empty']) {
      await seedDemoDataIfEmpty(uri, { log: (line) => console.log(line), posters, messagePicture });
      return 0;
    }
    const novels = positiveInteger('novels', values.novels);
    const seed = positiveInteger('seed', values.seed);

    const generatingAt = performance.now();
    const catalogue = generateCatalogue({
      seed,
      novels,
      passwordHash: await demoPasswordHash(),
      posters: await posters(),
      messagePicture: await messagePicture(),
      progressUntil: new Date(),
    });
    const generated = (performance.now() - generatingAt) / 1000;
    console.log(`Seeding ${new URL(uri).host}${new URL(uri).pathname} (seed ${seed})…`);
    const result = await seedDatabase(uri, catalogue, {
      drop: true,
      log: (line) => console.log(line),
    });
    console.log(
      `Wrote ${describe(result)}: generated in ${generated.toFixed(1)} s, ` +
        `written in ${(result.milliseconds / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(isUsageMistake(error) ? `${message}\n\n${USAGE}` : message);
    return 1;
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
