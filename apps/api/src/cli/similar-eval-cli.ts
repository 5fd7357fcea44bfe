/**
 * The similar lists measured offline (docs/adr/0017-similar-titles.md): the seed's catalogue at a few
 * sizes, generated in memory exactly as `npm run seed` writes it, and hit@10 of the similar lists
 * against the most rated titles, with the time to build every project's list.
 *
 *   npm run similar:evaluate -- [--novels 1000,5000,20000]   (tools/similar/evaluate.ts builds and runs it)
 */
import { buildSimilarityModel, hitRateAt10, type SimilarityInput } from '@vn/domain';
import { generateCatalogue } from '../seed/generate';

const sizesArgument = process.argv.indexOf('--novels');
const sizes =
  sizesArgument > 0
    ? process.argv[sizesArgument + 1]!.split(',').map(Number)
    : [1_000, 5_000, 20_000];

for (const novels of sizes) {
  const catalogue = generateCatalogue({ novels, passwordHash: 'not-a-hash' });
  const input: SimilarityInput = {
    projects: catalogue.novels.map((novel) => ({
      id: novel._id,
      tagIds: novel.tagIds,
      genreIds: novel.genreIds,
    })),
    ratings: catalogue.ratings.map((rating) => ({
      userId: rating.userId,
      projectId: rating.novelId,
      rating: rating.rating,
    })),
    lists: catalogue.listEntries.map((entry) => ({
      userId: entry.userId,
      projectId: entry.novelId,
      list: entry.list,
    })),
    recommendations: [],
  };
  const started = performance.now();
  const model = buildSimilarityModel(input);
  for (const id of model.projectIds) model.similarTo(id, 40);
  const buildMs = performance.now() - started;
  const result = hitRateAt10(input);
  console.log(
    [
      `${novels} projects, ${input.ratings.length} ratings, ${input.lists.length} list entries:`,
      `every similar list in ${Math.round(buildMs)} ms;`,
      `hit@10 over ${result.readers} readers: similar ${(result.similarHitRate * 100).toFixed(1)} %`,
      `(${result.similarHits}), popularity ${(result.popularityHitRate * 100).toFixed(1)} %`,
      `(${result.popularityHits})`,
    ].join(' '),
  );
}
