import type { DevelopmentStatus, Language, Length, ProjectSection } from '@vn/domain';

/**
 * A few well-known projects the demo catalogue always starts with, so a demo search for
 * "Бесконечное лето", "Everlasting Summer" or "кланнад" finds something familiar. Names, studios and
 * years are the real ones; ratings, votes, translations and everything else are invented like the
 * rest of the demo data. External ids are given only where they are the real ones; the generated
 * projects use ids from v100000 up, which the external database does not have.
 */
export interface KnownTitle {
  name: string;
  alternativeNames: string[];
  section: ProjectSection;
  originalLanguage: Language;
  status: DevelopmentStatus;
  releasedAt: string;
  length: Length | null;
  developers: { name: string; link: string }[];
  genres: string[];
  tags: string[];
  platforms: string[];
  vndb: { id: string; rating: number; votecount: number } | null;
  description: string;
}

export const knownTitles: readonly KnownTitle[] = [
  {
    name: 'Бесконечное лето',
    alternativeNames: ['Everlasting Summer', 'Beskonechnoe leto'],
    section: 'novel',
    originalLanguage: 'ru',
    status: 'done',
    releasedAt: '2013-12-21',
    length: 'long',
    developers: [{ name: 'Soviet Games', link: '' }],
    genres: ['Романтика', 'Повседневность', 'Мистика'],
    tags: ['Летний лагерь', 'СССР', 'Несколько концовок', 'Протагонист-мужчина'],
    platforms: ['Windows', 'Linux', 'macOS'],
    vndb: null,
    description:
      '[b]Семён[/b] засыпает в зимнем автобусе, а просыпается жарким летом у ворот пионерского лагеря «Совёнок». Впереди — неделя, за которую предстоит понять, как он здесь оказался и как вернуться домой.',
  },
  {
    name: 'Steins;Gate',
    alternativeNames: ['Штайнс;Гейт', 'シュタインズ・ゲート'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2009-10-15',
    length: 'veryLong',
    developers: [
      { name: '5pb.', link: '' },
      { name: 'Nitroplus', link: 'https://www.nitroplus.co.jp/' },
    ],
    genres: ['Научная фантастика', 'Триллер', 'Драма'],
    tags: ['Путешествия во времени', 'Протагонист-мужчина', 'Несколько концовок', 'Полная озвучка'],
    platforms: ['Windows', 'PSP', 'PlayStation Vita'],
    vndb: { id: 'v2002', rating: 89, votecount: 21000 },
    description:
      'Самопровозглашённый безумный учёный Ринтаро Окабэ и его друзья случайно изобретают способ отправлять сообщения в прошлое. Каждое такое сообщение меняет настоящее — и не всегда так, как им хотелось бы.',
  },
  {
    name: 'Clannad',
    alternativeNames: ['Кланнад', 'クラナド'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2004-04-28',
    length: 'veryLong',
    developers: [{ name: 'Key', link: 'https://key.visualarts.gr.jp/' }],
    genres: ['Драма', 'Романтика', 'Школа', 'Повседневность'],
    tags: ['Протагонист-мужчина', 'Несколько героинь', 'Полная озвучка', 'Школьный клуб'],
    platforms: ['Windows', 'PSP', 'Nintendo Switch'],
    vndb: { id: 'v4', rating: 85, votecount: 14000 },
    description:
      'Томоя Окадзаки, разочарованный во всём старшеклассник, однажды утром встречает у подножия холма девушку по имени Нагиса. С этой встречи начинается история о дружбе, семье и взрослении.',
  },
  {
    name: 'Fate/stay night',
    alternativeNames: ['Судьба/Ночь схватки', 'フェイト/ステイナイト'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2004-01-30',
    length: 'veryLong',
    developers: [{ name: 'Type-Moon', link: 'https://www.typemoon.com/' }],
    genres: ['Экшен', 'Фэнтези', 'Драма'],
    tags: ['Магия', 'Протагонист-мужчина', 'Несколько концовок', 'Смерть персонажа'],
    platforms: ['Windows', 'PlayStation 2', 'PlayStation Vita'],
    vndb: { id: 'v11', rating: 83, votecount: 16000 },
    description:
      'Сиро Эмия оказывается втянут в Войну Святого Грааля — тайное сражение семи магов и их слуг, героев прошлого. Победитель получит Грааль, исполняющий любое желание.',
  },
  {
    name: 'Doki Doki Literature Club!',
    alternativeNames: ['Тук-тук-тук, литературный клуб', 'Доки Доки Литературный клуб'],
    section: 'novel',
    originalLanguage: 'en',
    status: 'done',
    releasedAt: '2017-09-22',
    length: 'short',
    developers: [{ name: 'Team Salvato', link: 'https://teamsalvato.com/' }],
    genres: ['Ужасы', 'Психология', 'Школа'],
    tags: ['Ломание четвёртой стены', 'Школьный клуб', 'Друзья детства', 'Протагонист-мужчина'],
    platforms: ['Windows', 'macOS', 'Linux'],
    vndb: { id: 'v21905', rating: 72, votecount: 12000 },
    description:
      'Подруга детства уговаривает героя вступить в школьный литературный клуб, где его ждут стихи, выпечка и три очаровательные участницы. [spoiler title="Предупреждение"]Игра не подходит детям и впечатлительным людям.[/spoiler]',
  },
  {
    name: 'Katawa Shoujo',
    alternativeNames: ['Катава Сёдзё', 'かたわ少女'],
    section: 'novel',
    originalLanguage: 'en',
    status: 'done',
    releasedAt: '2012-01-04',
    length: 'long',
    developers: [{ name: 'Four Leaf Studios', link: '' }],
    genres: ['Романтика', 'Драма', 'Школа'],
    tags: ['Протагонист-мужчина', 'Несколько героинь', 'Больница', 'Додзин'],
    platforms: ['Windows', 'macOS', 'Linux'],
    vndb: { id: 'v945', rating: 82, votecount: 9000 },
    description:
      'После сердечного приступа Хисао Накаи переводится в академию Ямаку — школу для детей с особыми потребностями. Там ему предстоит заново научиться жить и, возможно, найти любовь.',
  },
  {
    name: 'Higurashi no Naku Koro ni',
    alternativeNames: ['Когда плачут цикады', 'ひぐらしのなく頃に', 'Higurashi: When They Cry'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2002-08-10',
    length: 'veryLong',
    developers: [{ name: '07th Expansion', link: 'https://07th-expansion.net/' }],
    genres: ['Мистика', 'Ужасы', 'Детектив'],
    tags: ['Деревня', 'Кинетическая новелла', 'Временная петля', 'Додзин'],
    platforms: ['Windows'],
    vndb: { id: 'v67', rating: 85, votecount: 7000 },
    description:
      'Кэйити Маэбара переезжает в тихую деревню Хинамидзаву и быстро находит друзей. Но с приближением фестиваля Ватанагаси он узнаёт о череде смертей, которая каждый год повторяется в эту ночь.',
  },
  {
    name: 'Ever17: The Out of Infinity',
    alternativeNames: ['Ever17', 'Эвер17'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2002-08-29',
    length: 'long',
    developers: [{ name: 'KID', link: '' }],
    genres: ['Научная фантастика', 'Мистика', 'Драма'],
    tags: ['Море', 'Выживание', 'Несколько концовок'],
    platforms: ['Windows', 'PlayStation 2'],
    vndb: { id: 'v17', rating: 87, votecount: 8000 },
    description:
      'Авария запирает нескольких посетителей подводного парка «ЛеМУ» на глубине пятидесяти метров. У них есть сто девятнадцать часов, прежде чем давление разрушит станцию.',
  },
  {
    name: 'Saya no Uta',
    alternativeNames: ['Песнь Сайи', 'The Song of Saya', '沙耶の唄'],
    section: 'novel',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2003-12-26',
    length: 'short',
    developers: [{ name: 'Nitroplus', link: 'https://www.nitroplus.co.jp/' }],
    genres: ['Ужасы', 'Психология', 'Трагедия'],
    tags: ['Кровь', 'Насилие', 'Эротические сцены', 'Несколько концовок'],
    platforms: ['Windows'],
    vndb: { id: 'v97', rating: 80, votecount: 6000 },
    description:
      'После аварии Фуминори видит мир как кошмар из плоти и крови, а люди кажутся ему чудовищами. Единственное, что осталось прекрасным, — загадочная девушка Сайя.',
  },
  {
    name: 'Зайчик',
    alternativeNames: ['Tiny Bunny', 'Zaychik'],
    section: 'novel',
    originalLanguage: 'ru',
    status: 'demo',
    releasedAt: '2021-03-26',
    length: 'medium',
    developers: [{ name: 'Saikono', link: '' }],
    genres: ['Ужасы', 'Мистика', 'Драма'],
    tags: ['Деревня', 'Зима', 'Детство', 'Несколько концовок'],
    platforms: ['Windows', 'macOS', 'Linux'],
    vndb: null,
    description:
      'Антон с семьёй переезжает в глухую сибирскую деревню, где зимой один за другим пропадают дети. Взрослые молчат, а в лесу кто-то зовёт его по имени.',
  },
  {
    name: 'Ib',
    alternativeNames: ['Иб', 'イヴ'],
    section: 'rpgmaker',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2012-02-27',
    length: 'veryShort',
    developers: [{ name: 'kouri', link: '' }],
    genres: ['Ужасы', 'Мистика'],
    tags: ['Головоломки', 'Несколько концовок', 'Протагонист-женщина'],
    platforms: ['Windows'],
    vndb: null,
    description:
      'Девятилетняя Иб приходит с родителями на выставку картин и вдруг остаётся в галерее одна. Картины оживают, а выход ведёт всё глубже в мир художника Гертены.',
  },
  {
    name: 'Yume Nikki',
    alternativeNames: ['Дневник снов', 'ゆめにっき'],
    section: 'rpgmaker',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2004-06-26',
    length: null,
    developers: [{ name: 'Kikiyama', link: '' }],
    genres: ['Психология', 'Ужасы'],
    tags: ['Протагонист-женщина', 'Открытый мир', 'Пиксельная графика'],
    platforms: ['Windows'],
    vndb: null,
    description:
      'Мадоцуки не выходит из своей комнаты. Зато во сне она бродит по бесконечным и странным мирам, собирая эффекты, которые меняют её облик.',
  },
  {
    name: 'Momodora: Reverie Under the Moonlight',
    alternativeNames: ['Момодора: Грёзы под луной'],
    section: 'metroidvania',
    originalLanguage: 'en',
    status: 'done',
    releasedAt: '2016-03-04',
    length: 'short',
    developers: [{ name: 'Bombservice', link: '' }],
    genres: ['Экшен', 'Фэнтези', 'Приключения'],
    tags: ['Пиксельная графика', 'Протагонист-женщина', 'Демоны'],
    platforms: ['Windows', 'Nintendo Switch', 'PlayStation 4'],
    vndb: null,
    description:
      'Жрица Кахо отправляется в проклятое королевство Карст, чтобы встретиться с королевой и снять порчу, превратившую жителей в чудовищ.',
  },
  {
    name: 'Sengoku Rance',
    alternativeNames: ['Сэнгоку Ранс', '戦国ランス'],
    section: 'tbs',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2006-12-15',
    length: 'veryLong',
    developers: [{ name: 'AliceSoft', link: '' }],
    genres: ['Стратегия', 'Комедия', 'Этти'],
    tags: ['Война', 'Япония', 'Эротические сцены', 'Гарем'],
    platforms: ['Windows'],
    vndb: null,
    description:
      'Самоуверенный воин Ранс попадает в охваченную войной страну JAPAN и решает, что объединить её под своей властью — дело пары недель.',
  },
  {
    name: 'Danganronpa: Trigger Happy Havoc',
    alternativeNames: ['Данганронпа', 'ダンガンロンパ'],
    section: 'game',
    originalLanguage: 'jp',
    status: 'done',
    releasedAt: '2010-11-25',
    length: 'long',
    developers: [{ name: 'Spike', link: '' }],
    genres: ['Детектив', 'Триллер', 'Школа'],
    tags: ['Суд', 'Расследование', 'Смерть персонажа', 'Мини-игры'],
    platforms: ['PSP', 'PlayStation Vita', 'Windows'],
    vndb: null,
    description:
      'Пятнадцать лучших учеников страны заперты в академии «Пик надежды». Выйти на свободу может лишь тот, кто убьёт одноклассника и не попадётся на классном суде.',
  },
];
