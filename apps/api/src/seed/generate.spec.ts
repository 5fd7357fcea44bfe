import {
  bayesianRating,
  canBeRated,
  conversationKey,
  developmentStatuses,
  isMessageEdited,
  languages,
  lengths,
  markupPlainText,
  mixRating,
  mostRecentDate,
  parseMarkup,
  projectSections,
  readingLists,
  showsExpectedRelease,
  slugFromName,
  type ProjectVote,
  type ReadingList,
} from '@vn/domain';
import { Mongoose, Types, type Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE, catalogueCounts, generateCatalogue, type Catalogue } from './generate';
import { countedTotals } from './reader-marks';
import { DEMO_ACCOUNTS } from './users';
import { catalogueCollections } from './write';

const posters = [1, 2, 3].map((n) => ({
  preview: `/uploads/poster/${n}-preview.webp`,
  full: `/uploads/poster/${n}-full.webp`,
  previewWidth: 220,
  previewHeight: 220 + n * 40,
}));
const messagePicture = {
  preview: '/uploads/comment/2026/05/picture-preview.webp',
  full: '/uploads/comment/2026/05/picture-full.webp',
};
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$test-only-not-a-real-hash';
const isObjectId = (id: string) => /^[0-9a-f]{24}$/.test(id) && Types.ObjectId.isValid(id);
const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Every rule that must hold at any size; throws (through expect) at the first broken one. */
/**
 * The records that break a rule, by id: one `expect` per rule rather than per record, so that
 * checking 20,000 projects and their 60,000 marks stays well inside the test's time on a busy
 * machine (an `expect` per record and rule took longer than the generation itself), and a failure
 * still names the records.
 */
function breaking<T extends { _id: string }>(records: readonly T[], rule: (record: T) => boolean) {
  return records.filter((record) => !rule(record)).map((record) => record._id);
}

function expectConsistent(catalogue: Catalogue): void {
  const { users, novels, translators, ratings, listEntries, tags, genres, platforms } = catalogue;
  const userIds = new Set(users.map((user) => user._id));
  const novelsById = new Map(novels.map((novel) => [novel._id, novel]));

  // Ids: valid ObjectId strings, unique per collection and across them.
  for (const records of [users, novels, translators, tags, genres, platforms]) {
    expect(records.every((record) => isObjectId(record._id))).toBe(true);
  }
  expect(
    unique([users, novels, translators, tags, genres, platforms].flat().map((r) => r._id)),
  ).toBe(true);

  // Vocabularies: valueKey is the lower-cased value, unique; every id a project uses exists.
  for (const vocabulary of [tags, genres, platforms]) {
    expect(vocabulary.every((entry) => entry.valueKey === entry.value.toLowerCase())).toBe(true);
    expect(unique(vocabulary.map((entry) => entry.valueKey))).toBe(true);
  }
  const ids = (records: { _id: string }[]) => new Set(records.map((record) => record._id));
  const [tagIds, genreIds, platformIds] = [ids(tags), ids(genres), ids(platforms)];
  const within = (values: readonly string[], least: number, most: number) =>
    values.length >= least && values.length <= most && unique(values);
  expect(
    breaking(
      novels,
      (novel) =>
        novel.genreIds.every((id) => genreIds.has(id)) &&
        novel.tagIds.every((id) => tagIds.has(id)) &&
        novel.platformIds.every((id) => platformIds.has(id)),
    ),
    'projects naming vocabulary entries that do not exist',
  ).toEqual([]);
  expect(
    breaking(
      novels,
      (novel) =>
        within(novel.genreIds, 1, 4) &&
        within(novel.tagIds, 2, 8) &&
        within(novel.platformIds, 1, 3),
    ),
    'projects with too few, too many or repeated genres, tags or platforms',
  ).toEqual([]);

  // Urls: unique slugs of the names; translator urls unique too.
  expect(novels.every((novel) => novel.url === slugFromName(novel.name))).toBe(true);
  expect(unique(novels.map((novel) => novel.url))).toBe(true);
  expect(unique(translators.map((translator) => translator.url))).toBe(true);

  // Users: unique names and e-mails as the unique indexes want them.
  expect(unique(users.map((user) => user.usernameKey))).toBe(true);
  expect(unique(users.map((user) => user.email))).toBe(true);
  expect(
    breaking(
      users,
      (user) =>
        user.usernameKey === user.username.toLowerCase() &&
        user.username.length >= 3 &&
        user.username.length <= 24 &&
        /^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$/.test(user.email) &&
        user.passwordHash === passwordHash,
    ),
    'users with a malformed name, e-mail or password hash',
  ).toEqual([]);

  // Ratings and list entries: keyed by the pair, pointing at existing users and projects.
  expect(
    breaking(
      [...ratings, ...listEntries],
      (record) =>
        record._id === `${record.userId}:${record.novelId}` &&
        userIds.has(record.userId) &&
        novelsById.has(record.novelId),
    ),
    'marks not keyed by their pair, or of a user or project that does not exist',
  ).toEqual([]);
  expect(unique(ratings.map((rating) => rating._id))).toBe(true);
  expect(unique(listEntries.map((entry) => entry._id))).toBe(true);
  expect(
    breaking(
      ratings,
      (rating) =>
        Number.isInteger(rating.rating) &&
        rating.rating >= 1 &&
        rating.rating <= 10 &&
        canBeRated(novelsById.get(rating.novelId)!.status),
    ),
    'ratings out of 1–10, or of projects that cannot be rated',
  ).toEqual([]);

  // Counters equal what the ratings and list entries say; derived ratings by the domain formulas,
  // from the votes that count (docs/product §A5.2).
  const sums = new Map<string, { sum: number; count: number }>();
  const votesByNovel = new Map<string, ProjectVote[]>();
  for (const rating of ratings) {
    const totals = sums.get(rating.novelId) ?? { sum: 0, count: 0 };
    totals.sum += rating.rating;
    totals.count += 1;
    sums.set(rating.novelId, totals);
    const votes = votesByNovel.get(rating.novelId) ?? [];
    votes.push({ userId: rating.userId, rating: rating.rating, at: rating.updatedAt });
    votesByNovel.set(rating.novelId, votes);
  }
  const counted = countedTotals(votesByNovel, users, REFERENCE_DATE);
  const lists = new Map<string, Partial<Record<ReadingList, number>>>();
  for (const entry of listEntries) {
    const counts = lists.get(entry.novelId) ?? {};
    counts[entry.list] = (counts[entry.list] ?? 0) + 1;
    lists.set(entry.novelId, counts);
  }
  const countedVotes = [...counted.values()].reduce((sum, totals) => sum + totals.count, 0);
  const catalogueMean =
    [...counted.values()].reduce((sum, totals) => sum + totals.sum, 0) / Math.max(1, countedVotes);
  // Banned readers rate in the seed too: some votes are left out, as the API leaves them out.
  expect(countedVotes).toBeLessThan(ratings.length);
  const sameCounts = (a: Partial<Record<string, number>>, b: Partial<Record<string, number>>) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  expect(
    breaking(novels, (novel) => {
      const totals = sums.get(novel._id) ?? { sum: 0, count: 0 };
      const trusted = counted.get(novel._id) ?? { sum: 0, count: 0 };
      return (
        novel.ratingSum === totals.sum &&
        novel.ratedUsers === totals.count &&
        sameCounts(novel.listCounts, lists.get(novel._id) ?? {}) &&
        novel.rating === (trusted.count > 0 ? trusted.sum / trusted.count : null) &&
        novel.bRating === bayesianRating({ ...trusted, catalogueMean }) &&
        novel.mixRating ===
          mixRating({
            site: { rating: novel.rating, votes: trusted.count },
            external: { rating: novel.vndb?.rating ?? null, votes: novel.vndb?.votecount ?? 0 },
          }) &&
        novel.mostRecentDate?.getTime() === mostRecentDate(novel)?.getTime()
      );
    }),
    'projects whose counters or derived ratings differ from their marks',
  ).toEqual([]);

  // Comment likes: one mark per reader and comment, never the author's; counters are their counts.
  const { comments, commentLikes } = catalogue;
  const commentsById = new Map(comments.map((comment) => [comment._id, comment]));
  expect(
    breaking(
      commentLikes,
      (mark) =>
        mark._id === `${mark.userId}:${mark.commentId}` &&
        userIds.has(mark.userId) &&
        commentsById.get(mark.commentId)?.createdBy !== mark.userId &&
        commentsById.has(mark.commentId),
    ),
    'like marks not keyed by their pair, by the author, or of a missing user or comment',
  ).toEqual([]);
  expect(unique(commentLikes.map((mark) => mark._id))).toBe(true);
  const likeCounts = new Map<string, { likes: number; dislikes: number }>();
  for (const mark of commentLikes) {
    const counts = likeCounts.get(mark.commentId) ?? { likes: 0, dislikes: 0 };
    counts[mark.value ? 'likes' : 'dislikes'] += 1;
    likeCounts.set(mark.commentId, counts);
  }
  expect(
    breaking(comments, (comment) => {
      const counts = likeCounts.get(comment._id) ?? { likes: 0, dislikes: 0 };
      return comment.likes === counts.likes && comment.dislikes === counts.dislikes;
    }),
    'comments whose like counters differ from their marks',
  ).toEqual([]);
  expect(commentLikes.length, 'a demo with likes to see').toBeGreaterThan(0);

  // Ownership in step both ways.
  const usersById = new Map(users.map((user) => [user._id, user]));
  expect(
    breaking(novels, (novel) =>
      novel.owners.every((owner) => usersById.get(owner)?.ownedNovelIds.includes(novel._id)),
    ),
    'projects whose owners do not list them',
  ).toEqual([]);
  expect(
    breaking(users, (user) =>
      user.ownedNovelIds.every((novelId) => novelsById.get(novelId)?.owners.includes(user._id)),
    ),
    'users listing projects that do not name them as owners',
  ).toEqual([]);

  // Translators: every translation's group lists the project, and nothing else.
  const translatorsById = new Map(translators.map((translator) => [translator._id, translator]));
  const translated = new Map<string, Set<string>>();
  for (const novel of novels) {
    for (const translation of novel.translations) {
      if (translation.translatorId === null) continue;
      const set = translated.get(translation.translatorId) ?? new Set<string>();
      set.add(novel._id);
      translated.set(translation.translatorId, set);
    }
  }
  expect(
    breaking(
      novels,
      (novel) =>
        novel.translations.length >= 1 &&
        novel.translations.length <= 3 &&
        novel.translations.every((translation) => {
          if (translation.translatorId === null) return true;
          const translator = translatorsById.get(translation.translatorId);
          return (
            translator?.novelIds.includes(novel._id) &&
            translation.group.description === translator.name
          );
        }),
    ),
    'projects with 0 or over 3 translations, or a translation its group does not list',
  ).toEqual([]);
  for (const translator of translators) {
    expect(unique(translator.novelIds)).toBe(true);
    expect(new Set(translator.novelIds)).toEqual(translated.get(translator._id) ?? new Set());
  }

  // Dates: nothing after "now" except ban expiries; created before updated.
  const now = REFERENCE_DATE.getTime();
  expect(
    breaking(
      [users, novels, translators, tags, genres, platforms].flat(),
      (record) =>
        record.createdAt.getTime() <= record.updatedAt.getTime() &&
        record.updatedAt.getTime() <= now,
    ),
    'records updated before they were made, or after now',
  ).toEqual([]);
  expect(
    breaking([...ratings, ...listEntries], (record) => record.updatedAt.getTime() <= now),
    'marks from the future',
  ).toEqual([]);
  expect(
    breaking(
      novels,
      (novel) =>
        (novel.releasedAt
          ? novel.releasedYear === novel.releasedAt.getUTCFullYear() &&
            novel.releasedYear >= 1995 &&
            novel.releasedAt.getTime() <= now
          : novel.releasedYear === null) &&
        (showsExpectedRelease(novel.status) || novel.expectedReleaseAt === '') &&
        (!novel.removed || novel.removed.at.getTime() <= now),
    ),
    'projects with release dates, expected releases or removals that do not hold together',
  ).toEqual([]);
}

describe('generateCatalogue', () => {
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = generateCatalogue({ seed: 1, novels: 300, passwordHash, posters, messagePicture });
  });

  it('gives the very same documents for the same seed, and others for another seed', () => {
    const again = generateCatalogue({
      seed: 1,
      novels: 300,
      passwordHash,
      posters,
      messagePicture,
    });
    expect(again).toEqual(catalogue);
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));

    const other = generateCatalogue({
      seed: 2,
      novels: 300,
      passwordHash,
      posters,
      messagePicture,
    });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(catalogue));
    expect(other.novels.slice(20).map((novel) => novel.name)).not.toEqual(
      catalogue.novels.slice(20).map((novel) => novel.name),
    );
    const ids = new Set(catalogue.novels.map((novel) => novel._id));
    expect(other.novels.some((novel) => ids.has(novel._id))).toBe(false);
  });

  it('keeps every record consistent with every other (counters, owners, translators, ids)', () => {
    expectConsistent(catalogue);
  });

  it('covers every section, status, length, language and reading list at the default size', () => {
    const { novels, listEntries } = catalogue;
    expect(new Set(novels.map((novel) => novel.section))).toEqual(new Set(projectSections));
    expect(new Set(novels.map((novel) => novel.status))).toEqual(new Set(developmentStatuses));
    expect(new Set(novels.map((novel) => novel.length))).toEqual(new Set([...lengths, null]));
    expect(new Set(novels.map((novel) => novel.originalLanguage))).toEqual(new Set(languages));
    expect(new Set(listEntries.map((entry) => entry.list))).toEqual(new Set(readingLists));
    const novelsSection = novels.filter((novel) => novel.section === 'novel').length;
    expect(novelsSection / novels.length).toBeGreaterThan(0.4);
  });

  it('looks like a real catalogue', () => {
    const { novels, users, tags, genres, platforms, translators } = catalogue;
    const names = novels.flatMap((novel) => [novel.name, ...novel.alternativeNames]);
    expect(names).toEqual(expect.arrayContaining(['Бесконечное лето', 'Everlasting Summer']));
    const cyrillic = novels.filter((novel) => /[а-яё]/i.test(novel.name)).length;
    const latin = novels.filter((novel) => /^[\x20-\x7e]+$/.test(novel.name)).length;
    expect(cyrillic).toBeGreaterThan(30);
    expect(latin).toBeGreaterThan(30);
    expect(tags.length).toBeGreaterThanOrEqual(40);
    expect(tags.length).toBeLessThanOrEqual(80);
    expect(genres.map((genre) => genre.value)).toEqual(
      expect.arrayContaining(['Романтика', 'Драма', 'Комедия', 'Ужасы', 'Научная фантастика']),
    );
    expect(platforms.map((platform) => platform.value)).toEqual(
      expect.arrayContaining(['Windows', 'Linux', 'macOS', 'Android', 'PSP']),
    );
    expect(translators.length).toBeGreaterThanOrEqual(40);

    // Descriptions: a few Russian sentences in markup the domain parses.
    for (const novel of novels) {
      const text = markupPlainText(parseMarkup(novel.description as string));
      expect(text).toMatch(/[а-яё]{4,}/i);
      expect(text).not.toMatch(/\[\/?(b|spoiler)/);
    }

    const vndb = novels.filter((novel) => novel.vndb).length / novels.length;
    expect(vndb).toBeGreaterThan(0.45);
    expect(vndb).toBeLessThan(0.75);
    for (const novel of novels) {
      const rating = novel.vndb?.rating;
      if (rating != null) expect(rating >= 10 && rating <= 100).toBe(true);
      if (novel.poster) expect(posters).toContain(novel.poster);
    }
    expect(novels.some((novel) => novel.poster === null)).toBe(true);
    expect(new Set(novels.map((novel) => novel.poster?.preview)).size).toBe(posters.length + 1);
    const unposted = generateCatalogue({ seed: 1, novels: 50, passwordHash });
    expect(unposted.novels.every((novel) => novel.poster === null)).toBe(true);
    expect(
      novels.some((novel) => novel.links.some((link) => link.tags.includes('regRequire'))),
    ).toBe(true);
    expect(novels.some((novel) => novel.expectedReleaseAt !== '')).toBe(true);
    expect(novels.some((novel) => novel.releasedAt === null)).toBe(true);
    expect(novels.some((novel) => novel.ratedUsers >= 10)).toBe(true);
    expect(novels.some((novel) => novel.ratedUsers > 0 && novel.ratedUsers < 10)).toBe(true);

    // Removed: about 1%, by a moderator.
    const moderators = new Set(users.filter((user) => user.role === 'moderator').map((u) => u._id));
    const removed = novels.filter((novel) => novel.removed);
    expect(removed.length).toBeGreaterThanOrEqual(1);
    expect(removed.length).toBeLessThanOrEqual(6);
    expect(removed.every((novel) => moderators.has(novel.removed!.by))).toBe(true);
  });

  it('has the demo accounts, moderators, banned users and owners', () => {
    const { users } = catalogue;
    for (const account of DEMO_ACCOUNTS) {
      expect(users.find((user) => user.email === account.email)?.role).toBe(account.role);
    }
    expect(users.length).toBe(50);
    expect(users.filter((user) => user.role === 'admin')).toHaveLength(1);
    expect(users.filter((user) => user.role === 'moderator')).toHaveLength(2);
    const banned = users.filter((user) => user.banned);
    expect(banned.length).toBeGreaterThanOrEqual(3);
    // Still banned when the demo runs years after the reference date.
    expect(banned.every((user) => user.banned!.expiredAt > new Date('2029-01-01'))).toBe(true);
    const reader = users.find((user) => user.email === 'reader@demo.test')!;
    expect(reader.ownedNovelIds.length).toBeGreaterThanOrEqual(1);
    expect(
      catalogue.ratings.filter((rating) => rating.userId === reader._id).length,
    ).toBeGreaterThan(20);
    expect(users.filter((user) => user.ownedNovelIds.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the demo reader conversations: staff and readers, one edited, one picture, one unread', () => {
    const { users, messages, contacts } = catalogue;
    const byEmail = (email: string) => users.find((user) => user.email === email)!;
    const [reader, moderator, admin] = [
      byEmail('reader@demo.test'),
      byEmail('moderator@demo.test'),
      byEmail('admin@demo.test'),
    ];
    const usersById = new Map(users.map((user) => [user._id, user]));
    const others = new Set(
      messages.map((message) => (message.from === reader._id ? message.to : message.from)),
    );
    // Every message is the reader's, with four people: the moderator, the administrator, two readers.
    expect(messages.every((m) => m.from === reader._id || m.to === reader._id)).toBe(true);
    expect(others.size).toBe(4);
    expect(others).toContain(moderator._id);
    expect(others).toContain(admin._id);
    const readers = [...others].map((id) => usersById.get(id)!).filter((u) => u.role === 'staff');
    expect(readers).toHaveLength(2);
    expect(readers.every((user) => !user.banned)).toBe(true);
    for (const other of others) {
      const conversation = messages.filter((m) => m.from === other || m.to === other);
      expect(conversation.length, usersById.get(other)?.username).toBeGreaterThanOrEqual(3);
      expect(new Set(conversation.map((m) => m.from)).size).toBe(2);
      expect(conversation.every((m) => m.conversation === conversationKey(reader._id, other))).toBe(
        true,
      );
    }
    // Russian text, in the markup the domain parses; an edit and a picture among them.
    for (const message of messages) {
      expect(markupPlainText(parseMarkup(message.body))).toMatch(/[а-яё]{4,}/i);
      expect(isObjectId(message._id)).toBe(true);
      expect(message.updatedAt.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
      expect(message.createdAt.getTime()).toBeLessThanOrEqual(message.updatedAt.getTime());
    }
    expect(unique(messages.map((message) => message._id))).toBe(true);
    expect(messages.filter((message) => isMessageEdited(message)).length).toBeGreaterThanOrEqual(1);
    const pictured = messages.filter((message) => message.attachedImages.length > 0);
    expect(pictured).toHaveLength(1);
    expect(pictured[0]!.attachedImages).toEqual([messagePicture]);
    expect(pictured[0]!.body).toContain(`[img]${messagePicture.full}[/img]`);

    // Contacts on both sides, in step with the messages; one conversation unread for the reader.
    expect(contacts).toHaveLength(8);
    for (const contact of contacts) {
      expect(contact._id).toBe(`${contact.owner}:${contact.user}`);
      const between = messages.filter(
        (m) =>
          (m.from === contact.owner && m.to === contact.user) ||
          (m.to === contact.owner && m.from === contact.user),
      );
      const last = between.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
      expect(contact.lastMessageAt).toEqual(last.createdAt);
      const unread = between.filter(
        (m) => m.to === contact.owner && m.createdAt > contact.readAt!,
      ).length;
      expect(contact.unreadMessages).toBe(unread);
      expect(contact.readAt!.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
    }
    const ownUnread = contacts.filter((c) => c.owner === reader._id && c.unreadMessages > 0);
    expect(ownUnread.map((contact) => contact.unreadMessages)).toEqual([1]);
    expect(contacts.filter((c) => c.owner !== reader._id && c.unreadMessages > 0)).toEqual([]);

    // Without a stored picture, that message is its text alone.
    const textOnly = generateCatalogue({ seed: 1, novels: 50, passwordHash });
    expect(textOnly.messages.every((message) => message.attachedImages.length === 0)).toBe(true);
    expect(textOnly.messages.some((message) => message.body.includes('[img]'))).toBe(false);
  });

  it("stores exactly the API's shapes: its mongoose schemas keep every field and need no other", async () => {
    const mongoose = new Mongoose();
    for (const [part, { collection, schema }] of Object.entries(catalogueCollections)) {
      const Model = mongoose.model(collection, schema as Schema);
      for (const record of catalogue[part as keyof Catalogue]) {
        const document = new Model(record);
        await document.validate();
        // Strict mode drops what the schema lacks and defaults fill what the record lacks: the key
        // sets are equal only when the record has exactly the schema's fields.
        expect(Object.keys(document.toObject()).sort()).toEqual(Object.keys(record).sort());
      }
    }
  });

  it('scales to 20,000 projects with modest activity', () => {
    const startedAt = performance.now();
    const large = generateCatalogue({ seed: 1, novels: 20_000, passwordHash });
    const milliseconds = performance.now() - startedAt;
    const counts = catalogueCounts(large);
    console.log(`generateCatalogue({ novels: 20000 }): ${Math.round(milliseconds)} ms`, counts);
    expect(counts.novels).toBe(20_000);
    expect(counts.ratings + counts.listEntries).toBeLessThanOrEqual(80_000);
    expect(counts.ratings + counts.listEntries).toBeGreaterThan(40_000);
    expect(counts.users).toBe(500);
    expect(counts.translators).toBe(400);
    expect(counts.tags).toBe(80);
    expectConsistent(large);
  });
});
