import { postSections, type ContentBlock } from '@vn/domain';
import { type CommentLikeRecord, type CommentRecord, userCommentKey } from '../features/comments';
import type { NovelRecord } from '../features/novels';
import type { PostRecord } from '../features/posts';
import type { UserRecord } from '../features/users';
import type { Random } from './random';

/*
 * The demo's articles and comments (docs/product §2.2 /posts, /comments, the main page blocks), so a
 * fresh `npm start` shows a living community, not empty blocks. Texts are written by hand: a few
 * dozen lines a reader would recognise, combined by the seeded random source.
 */

const articleTitles = [
  'Как мы переводим визуальные новеллы: от скрипта до релиза',
  'Новые правила добавления проектов в каталог',
  'Ищем редактора и корректора в команду перевода',
  'Обновление сайта: черновики, ревью и история правок',
  'Почему машинный перевод — это не всегда плохо',
  'RPG Maker: с чего начать знакомство с жанром',
  'Подборка коротких новелл на один вечер',
  'Технические советы: шрифты, кодировки и движки',
  'Как оформлять описание проекта',
  'Ищем художника для локализации интерфейса',
  'Итоги года: самые ожидаемые переводы',
  'Работа сайта: что изменилось в рейтингах',
] as const;

const articleParagraphs = [
  'Этот текст — пример статьи из демонстрационных данных. [b]Жирный[/b], [i]курсив[/i] и [u]подчёркивание[/u] работают как на настоящем сайте.',
  'Перевод визуальной новеллы начинается с распаковки ресурсов игры и поиска скрипта. Дальше — перевод, редактура, вычитка и тестирование.',
  'Если вы хотите помочь, напишите нам в личные сообщения. Нам всегда нужны переводчики, редакторы и тестировщики.',
  'Перед добавлением проекта проверьте, нет ли его уже в каталоге: воспользуйтесь поиском по названию и альтернативным названиям.',
  'Черновики проходят ревью модераторов или владельцев страницы проекта. Каждая принятая правка сохраняется в истории проекта.',
  'Подробности — в [a=https://example.com/faq]ответах на частые вопросы[/a].',
] as const;

const commentTexts = [
  'Спасибо команде за перевод!',
  '[b]Отличная[/b] новелла, прочитал за два вечера.',
  'Перевод хороший, но в третьей главе есть опечатки.',
  'Когда ждать полную версию?',
  'Очень атмосферно. Музыка — отдельная любовь.',
  'Концовка [spoiler=Спойлер]оказалась неожиданной[/spoiler], советую.',
  'Не пошло, слишком медленное начало.',
  'Лучшее, что я читал в этом году.',
  'Есть ли патч для версии из Steam?',
  'Графика устарела, но история затягивает.',
] as const;

const replyTexts = [
  'Согласен!',
  'Патч подходит и к Steam-версии, проверял.',
  'Полную версию обещают к концу года.',
  'Дайте ему шанс, после второй главы станет интереснее.',
  'Спасибо, поправим в следующем обновлении.',
] as const;

const text = (line: string): ContentBlock => ({ type: 'text', text: line });

export interface CommunityInput {
  random: Random;
  now: Date;
  /** Who writes: the ordinary users and the demo accounts. */
  writers: readonly UserRecord[];
  /** Staff, who write the articles. */
  staff: readonly UserRecord[];
  /** Projects readers can see, most popular first. */
  novels: readonly NovelRecord[];
  /** A fresh ObjectId of a kind, as the rest of the seed makes them. */
  id: (kind: 'post' | 'comment', at: Date, counter: number) => string;
}

export interface Community {
  posts: PostRecord[];
  comments: CommentRecord[];
  /** The readers' likes and dislikes the comments' counters are counted from. */
  commentLikes: CommentLikeRecord[];
}

/**
 * Articles (one per title, newest last by countId), and comments: threads on the most popular
 * projects and on articles, with replies. The sources' `commentsCount` are set to match.
 */
export function makeCommunity(input: CommunityInput): Community {
  const { random, now } = input;
  const posts = articleTitles.map((title, index): PostRecord => {
    const createdAt = new Date(now.getTime() - (articleTitles.length - index) * 9 * 86_400_000);
    const paragraphs = [0, 2, 4].map(
      (offset) => articleParagraphs[(index + offset) % articleParagraphs.length]!,
    );
    return {
      _id: input.id('post', createdAt, index + 1),
      countId: index + 1,
      title,
      // The title is the page's heading already; a section heading comes after the opening paragraph.
      body: [
        text(paragraphs[0]!),
        { type: 'header', text: 'Подробности' },
        ...paragraphs.slice(1).map(text),
        text(''),
      ],
      version: 2,
      section: postSections[index % postSections.length]!,
      createdBy: random.pick(input.staff)._id,
      createdAt,
      updatedAt: createdAt,
      viewsCount: random.int(20, 900),
      commentsCount: 0,
    };
  });

  const comments: CommentRecord[] = [];
  const commentLikes: CommentLikeRecord[] = [];
  /**
   * Readers' likes and dislikes of a comment, written as the marks they are counted from: the
   * counters are the marks' counts, as the API's repair of drifted counters counts them.
   */
  const markLikes = (record: CommentRecord, likes: number, dislikes: number) => {
    const others = input.writers.filter((writer) => writer._id !== record.createdBy);
    const markers = shuffled(random, others).slice(0, likes + dislikes);
    markers.forEach((marker, index) => {
      const value = index < likes;
      commentLikes.push({
        _id: userCommentKey(marker._id, record._id),
        userId: marker._id,
        commentId: record._id,
        value,
        updatedAt: random.date(record.createdAt, input.now),
      });
      record[value ? 'likes' : 'dislikes'] += 1;
    });
  };
  let counter = 0;
  const comment = (fields: {
    source: string;
    sourceType: 'game' | 'post';
    novel: string | null;
    at: Date;
    content: string;
    parent?: CommentRecord;
  }): CommentRecord => {
    counter += 1;
    const record: CommentRecord = {
      _id: input.id('comment', fields.at, counter),
      content: fields.content,
      body: null,
      version: 1,
      images: [],
      parent: fields.parent?._id ?? null,
      answerComment: fields.parent?._id ?? null,
      source: fields.source,
      sourceType: fields.sourceType,
      novel: fields.novel,
      createdBy: random.pick(input.writers)._id,
      createdAt: fields.at,
      updatedAt: fields.at,
      removed: false,
      review: false,
      mood: null,
      likes: 0,
      dislikes: 0,
    };
    comments.push(record);
    markLikes(record, random.int(0, 12), random.int(0, 3));
    return record;
  };
  const thread = (source: {
    id: string;
    type: 'game' | 'post';
    novel: string | null;
    since: Date;
  }) => {
    let count = 0;
    for (let index = random.int(1, 4); index > 0; index -= 1) {
      const at = random.date(source.since, now);
      const top = comment({
        source: source.id,
        sourceType: source.type,
        novel: source.novel,
        at,
        content: random.pick(commentTexts),
      });
      count += 1;
      if (random.chance(0.4)) {
        comment({
          source: source.id,
          sourceType: source.type,
          novel: source.novel,
          at: random.date(at, now),
          content: random.pick(replyTexts),
          parent: top,
        });
        count += 1;
      }
    }
    return count;
  };

  for (const novel of input.novels.slice(0, 40)) {
    novel.commentsCount = thread({
      id: novel._id,
      type: 'game',
      novel: novel._id,
      since: novel.createdAt,
    });
  }
  for (const post of posts) {
    post.commentsCount = thread({ id: post._id, type: 'post', novel: null, since: post.createdAt });
  }
  return { posts, comments, commentLikes };
}

/** The items in a random order (Fisher–Yates), drawn from the seeded source. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
