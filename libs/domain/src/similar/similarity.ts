/*
 * Similar titles (docs/product §A6, ours): for each project, the projects most like it, blended
 * from four signals with stated weights, each kept apart so the page can say why:
 *
 * - tags: shared tags and genres, each weighted by its rarity (inverse document frequency, so a tag
 *   on every third project says little and a rare one much), as the cosine of the two projects'
 *   weighted tag sets;
 * - co-ratings: readers who rated both highly (HIGH_RATING or more), as the cosine of the two sets
 *   of such readers;
 * - co-lists: readers who keep both on a list (any but «Брошено»), likewise;
 * - recommendations: readers' own «Если понравилось …», each counting 1 plus its net votes (never
 *   below zero), saturating: r / (r + 2).
 *
 * Pure and built for the server's background: `buildSimilarityModel` indexes everything once, then
 * `similarTo` answers one project at a time, so a caller can pause between projects.
 */

export const SIMILAR_WEIGHTS = {
  tags: 0.35,
  coRatings: 0.3,
  coLists: 0.15,
  recommendations: 0.2,
} as const;
export type SimilarSignal = keyof typeof SIMILAR_WEIGHTS;

/** A rating this high or higher counts as «высоко оценил». */
export const HIGH_RATING = 8;
/** Fewer readers in common than this is chance, not a signal. */
export const MIN_READERS_IN_COMMON = 2;
/** A pair scoring below this is not similar enough to show. */
export const MIN_SIMILARITY = 0.03;
/**
 * A tag on more than this share of the catalogue, or on more than MAX_CANDIDATE_POSTING projects,
 * does not bring candidates (it would make every project a candidate of every other, and the build
 * quadratic); it still counts in the score of pairs found another way.
 */
const COMMON_TAG_SHARE = 0.2;
const MAX_CANDIDATE_POSTING = 500;
/** How many of the projects sharing the most tag weight are scored in full … */
const TAG_CANDIDATES = 60;
/** … found along this many of the project's rarest tags. */
const CANDIDATE_TAGS = 3;

export interface SimilarityInput {
  projects: readonly { id: string; tagIds: readonly string[]; genreIds: readonly string[] }[];
  ratings: readonly { userId: string; projectId: string; rating: number }[];
  /** List entries; «dropped» does not count as keeping a project. */
  lists: readonly { userId: string; projectId: string; list: string }[];
  /** A reader's recommendation of `to` to those who liked `from`, with its net votes. */
  recommendations: readonly { from: string; to: string; netVotes: number }[];
}

export interface SimilarTitle {
  id: string;
  score: number;
  parts: Record<SimilarSignal, number>;
  /** Shared tags and genres (ids as given; genres prefixed `genre:`), rarest first. */
  sharedTags: string[];
  /** Readers who rated both highly. */
  highBoth: number;
  /** Readers who keep both on a list. */
  listedBoth: number;
  /** Readers' recommendations between the two, counted as they weigh (1 + net votes each). */
  recommended: number;
}

export interface SimilarityModel {
  readonly projectIds: readonly string[];
  similarTo(projectId: string, limit: number): SimilarTitle[];
}

const GENRE = 'genre:';

/** Indexes the catalogue and the readers' marks once. */
export function buildSimilarityModel(input: SimilarityInput): SimilarityModel {
  const projectCount = input.projects.length;
  const features = new Map<string, string[]>();
  const postings = new Map<string, string[]>();
  for (const project of input.projects) {
    const own = [...new Set([...project.tagIds, ...project.genreIds.map((id) => GENRE + id)])];
    features.set(project.id, own);
    for (const feature of own) {
      const list = postings.get(feature) ?? [];
      list.push(project.id);
      postings.set(feature, list);
    }
  }
  const idf = new Map<string, number>();
  for (const [feature, list] of postings) idf.set(feature, Math.log(projectCount / list.length));
  const norm = new Map<string, number>();
  for (const [id, own] of features) {
    norm.set(id, Math.sqrt(own.reduce((sum, feature) => sum + idf.get(feature)! ** 2, 0)));
  }
  const commonAbove = Math.min(MAX_CANDIDATE_POSTING, Math.max(2, COMMON_TAG_SHARE * projectCount));

  const highRaters = groupReaders(input.ratings.filter((rating) => rating.rating >= HIGH_RATING));
  const keepers = groupReaders(input.lists.filter((entry) => entry.list !== 'dropped'));

  const recommended = new Map<string, Map<string, number>>();
  for (const { from, to, netVotes } of input.recommendations) {
    if (from === to) continue;
    const weight = Math.max(0, 1 + netVotes);
    if (weight === 0) continue;
    for (const [a, b] of [
      [from, to],
      [to, from],
    ] as const) {
      const row = recommended.get(a) ?? new Map<string, number>();
      row.set(b, (row.get(b) ?? 0) + weight);
      recommended.set(a, row);
    }
  }

  function similarTo(projectId: string, limit: number): SimilarTitle[] {
    const own = features.get(projectId);
    if (!own) return [];
    // Tag weight shared along the project's rarest tags' project lists; the projects sharing the
    // most become candidates (scored in full below, every shared tag counted).
    const tagShared = new Map<string, number>();
    const rarest = own
      .filter((feature) => postings.get(feature)!.length <= commonAbove)
      .sort((a, b) => idf.get(b)! - idf.get(a)!)
      .slice(0, CANDIDATE_TAGS);
    for (const feature of rarest) {
      const weight = idf.get(feature)! ** 2;
      for (const other of postings.get(feature)!) {
        tagShared.set(other, (tagShared.get(other) ?? 0) + weight);
      }
    }
    const candidates = new Set(mostShared(tagShared, TAG_CANDIDATES + 1));
    const highCommon = readersInCommon(highRaters, projectId);
    const keptCommon = readersInCommon(keepers, projectId);
    // One reader in common is chance (MIN_READERS_IN_COMMON): such a project is no candidate.
    for (const [id, count] of highCommon) if (count >= MIN_READERS_IN_COMMON) candidates.add(id);
    for (const [id, count] of keptCommon) if (count >= MIN_READERS_IN_COMMON) candidates.add(id);
    for (const id of recommended.get(projectId)?.keys() ?? []) candidates.add(id);
    candidates.delete(projectId);

    const ownSet = new Set(own);
    const titles: SimilarTitle[] = [];
    for (const id of candidates) {
      const other = features.get(id);
      if (!other) continue;
      const shared = other.filter((feature) => ownSet.has(feature));
      const sharedWeight = shared.reduce((sum, feature) => sum + idf.get(feature)! ** 2, 0);
      const norms = norm.get(projectId)! * norm.get(id)!;
      const high = highCommon.get(id) ?? 0;
      const kept = keptCommon.get(id) ?? 0;
      const recommendations = recommended.get(projectId)?.get(id) ?? 0;
      const parts = {
        tags: norms > 0 ? sharedWeight / norms : 0,
        coRatings: cosine(high, highRaters.byProject.get(projectId), highRaters.byProject.get(id)),
        coLists: cosine(kept, keepers.byProject.get(projectId), keepers.byProject.get(id)),
        recommendations: recommendations / (recommendations + 2),
      };
      const score = (Object.keys(SIMILAR_WEIGHTS) as SimilarSignal[]).reduce(
        (sum, signal) => sum + SIMILAR_WEIGHTS[signal] * parts[signal],
        0,
      );
      if (score < MIN_SIMILARITY) continue;
      titles.push({
        id,
        score,
        parts,
        sharedTags: shared.sort((a, b) => idf.get(b)! - idf.get(a)! || (a < b ? -1 : 1)),
        highBoth: high >= MIN_READERS_IN_COMMON ? high : 0,
        listedBoth: kept >= MIN_READERS_IN_COMMON ? kept : 0,
        recommended: recommendations,
      });
    }
    // Ties go to the smaller id, so a list never shuffles between two runs.
    titles.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    return titles.slice(0, limit);
  }

  return { projectIds: input.projects.map((project) => project.id), similarTo };
}

/**
 * The `count` ids with the largest values, ties to the smaller id. Values are sums of a few tag
 * weights, so there are few distinct ones: grouping by value is cheaper than sorting every id.
 */
function mostShared(values: Map<string, number>, count: number): string[] {
  const byValue = new Map<number, string[]>();
  for (const [id, value] of values) {
    const ids = byValue.get(value) ?? [];
    ids.push(id);
    byValue.set(value, ids);
  }
  const chosen: string[] = [];
  for (const value of [...byValue.keys()].sort((a, b) => b - a)) {
    const ids = byValue.get(value)!;
    if (chosen.length + ids.length > count) ids.sort();
    for (const id of ids) {
      if (chosen.length === count) return chosen;
      chosen.push(id);
    }
  }
  return chosen;
}

interface ReaderGroups {
  byProject: Map<string, Set<string>>;
  byReader: Map<string, string[]>;
}

function groupReaders(marks: readonly { userId: string; projectId: string }[]): ReaderGroups {
  const byProject = new Map<string, Set<string>>();
  const byReader = new Map<string, string[]>();
  for (const { userId, projectId } of marks) {
    const readers = byProject.get(projectId) ?? new Set<string>();
    if (readers.has(userId)) continue;
    readers.add(userId);
    byProject.set(projectId, readers);
    const projects = byReader.get(userId) ?? [];
    projects.push(projectId);
    byReader.set(userId, projects);
  }
  return { byProject, byReader };
}

/** How many readers each other project shares with this one. */
function readersInCommon(groups: ReaderGroups, projectId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const reader of groups.byProject.get(projectId) ?? []) {
    for (const other of groups.byReader.get(reader) ?? []) {
      if (other !== projectId) counts.set(other, (counts.get(other) ?? 0) + 1);
    }
  }
  return counts;
}

/** Readers in common as the cosine of the two sets; below the minimum, nothing. */
function cosine(common: number, a: Set<string> | undefined, b: Set<string> | undefined): number {
  if (common < MIN_READERS_IN_COMMON || !a || !b) return 0;
  return common / Math.sqrt(a.size * b.size);
}
