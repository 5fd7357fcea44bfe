/**
 * Word lists the demo catalogue is composed from. Titles are built from concepts that carry their
 * Russian, English, romaji and Japanese forms, so one project gets matching names in several
 * scripts (a Cyrillic name with a Latin alternative and the other way round) and transliteration
 * search has something real to find.
 */

import { transliterate as transliterateLower } from '@vn/domain';

/** An adjective: Russian forms for masculine, feminine and neuter nouns; English; romaji; Japanese. */
export interface Adjective {
  ru: [masculine: string, feminine: string, neuter: string];
  en: string;
  romaji: string;
  ja: string;
}

export type Gender = 'm' | 'f' | 'n';

/** A noun: Russian nominative, gender and genitive (for "Песня моря"); English; romaji; Japanese. */
export interface Noun {
  ru: string;
  gender: Gender;
  genitive: string;
  en: string;
  romaji: string;
  ja: string;
}

const adjective = (ru: string, en: string, romaji: string, ja: string): Adjective => {
  const [m, f, n] = ru.split('|') as [string, string, string];
  return { ru: [m, f, n], en, romaji, ja };
};

export const titleAdjectives: readonly Adjective[] = [
  adjective('бесконечный|бесконечная|бесконечное', 'Everlasting', 'owaranai', '終わらない'),
  adjective('последний|последняя|последнее', 'Last', 'saigo no', '最後の'),
  adjective('забытый|забытая|забытое', 'Forgotten', 'wasurerareta', '忘れられた'),
  adjective('тихий|тихая|тихое', 'Quiet', 'shizuka na', '静かな'),
  adjective('алый|алая|алое', 'Scarlet', 'akai', '赤い'),
  adjective('белый|белая|белое', 'White', 'shiroi', '白い'),
  adjective('звёздный|звёздная|звёздное', 'Starry', 'hoshizora no', '星空の'),
  adjective('лунный|лунная|лунное', 'Moonlit', 'tsukiyo no', '月夜の'),
  adjective('летний|летняя|летнее', 'Summer', 'natsu no', '夏の'),
  adjective('зимний|зимняя|зимнее', 'Winter', 'fuyu no', '冬の'),
  adjective('осенний|осенняя|осеннее', 'Autumn', 'aki no', '秋の'),
  adjective('весенний|весенняя|весеннее', 'Spring', 'haru no', '春の'),
  adjective('далёкий|далёкая|далёкое', 'Distant', 'tooi', '遠い'),
  adjective('хрупкий|хрупкая|хрупкое', 'Fragile', 'moroi', '脆い'),
  adjective('потерянный|потерянная|потерянное', 'Lost', 'ushinawareta', '失われた'),
  adjective('вечный|вечная|вечное', 'Eternal', 'eien no', '永遠の'),
  adjective('сломанный|сломанная|сломанное', 'Broken', 'kowareta', '壊れた'),
  adjective('сияющий|сияющая|сияющее', 'Shining', 'kagayaku', '輝く'),
  adjective('тёмный|тёмная|тёмное', 'Dark', 'kurai', '暗い'),
  adjective('синий|синяя|синее', 'Blue', 'aoi', '青い'),
  adjective('золотой|золотая|золотое', 'Golden', "kin'iro no", '金色の'),
  adjective('призрачный|призрачная|призрачное', 'Phantom', 'maboroshi no', '幻の'),
  adjective('маленький|маленькая|маленькое', 'Little', 'chiisana', '小さな'),
  adjective('первый|первая|первое', 'First', 'hajimete no', '初めての'),
  adjective('тайный|тайная|тайное', 'Secret', 'himitsu no', '秘密の'),
  adjective('полуночный|полуночная|полуночное', 'Midnight', 'mayonaka no', '真夜中の'),
  adjective('стеклянный|стеклянная|стеклянное', 'Glass', 'garasu no', 'ガラスの'),
  adjective('небесный|небесная|небесное', 'Heavenly', 'sora no', '空の'),
  adjective('хрустальный|хрустальная|хрустальное', 'Crystal', 'suishou no', '水晶の'),
  adjective('пустой|пустая|пустое', 'Empty', 'karappo no', '空っぽの'),
];

const noun = (
  ru: string,
  gender: Gender,
  genitive: string,
  en: string,
  romaji: string,
  ja: string,
): Noun => ({ ru, gender, genitive, en, romaji, ja });

export const titleNouns: readonly Noun[] = [
  noun('лето', 'n', 'лета', 'Summer', 'natsu', '夏'),
  noun('зима', 'f', 'зимы', 'Winter', 'fuyu', '冬'),
  noun('ночь', 'f', 'ночи', 'Night', 'yoru', '夜'),
  noun('сон', 'm', 'сна', 'Dream', 'yume', '夢'),
  noun('сад', 'm', 'сада', 'Garden', 'niwa', '庭'),
  noun('мелодия', 'f', 'мелодии', 'Melody', 'senritsu', '旋律'),
  noun('песня', 'f', 'песни', 'Song', 'uta', '歌'),
  noun('звезда', 'f', 'звезды', 'Star', 'hoshi', '星'),
  noun('луна', 'f', 'луны', 'Moon', 'tsuki', '月'),
  noun('море', 'n', 'моря', 'Sea', 'umi', '海'),
  noun('небо', 'n', 'неба', 'Sky', 'sora', '空'),
  noun('город', 'm', 'города', 'City', 'machi', '街'),
  noun('берег', 'm', 'берега', 'Shore', 'kishi', '岸'),
  noun('ветер', 'm', 'ветра', 'Wind', 'kaze', '風'),
  noun('дождь', 'm', 'дождя', 'Rain', 'ame', '雨'),
  noun('снег', 'm', 'снега', 'Snow', 'yuki', '雪'),
  noun('цветок', 'm', 'цветка', 'Flower', 'hana', '花'),
  noun('обещание', 'n', 'обещания', 'Promise', 'yakusoku', '約束'),
  noun('воспоминание', 'n', 'воспоминания', 'Memory', 'omoide', '思い出'),
  noun('путь', 'm', 'пути', 'Road', 'michi', '道'),
  noun('сердце', 'n', 'сердца', 'Heart', 'kokoro', '心'),
  noun('тень', 'f', 'тени', 'Shadow', 'kage', '影'),
  noun('свет', 'm', 'света', 'Light', 'hikari', '光'),
  noun('мир', 'm', 'мира', 'World', 'sekai', '世界'),
  noun('остров', 'm', 'острова', 'Island', 'shima', '島'),
  noun('лес', 'm', 'леса', 'Forest', 'mori', '森'),
  noun('храм', 'm', 'храма', 'Shrine', 'jinja', '神社'),
  noun('библиотека', 'f', 'библиотеки', 'Library', 'toshokan', '図書館'),
  noun('башня', 'f', 'башни', 'Tower', 'tou', '塔'),
  noun('поезд', 'm', 'поезда', 'Train', 'densha', '電車'),
  noun('письмо', 'n', 'письма', 'Letter', 'tegami', '手紙'),
  noun('клятва', 'f', 'клятвы', 'Oath', 'chikai', '誓い'),
  noun('сказка', 'f', 'сказки', 'Tale', 'otogibanashi', 'おとぎ話'),
  noun('весна', 'f', 'весны', 'Spring', 'haru', '春'),
  noun('осень', 'f', 'осени', 'Autumn', 'aki', '秋'),
  noun('рассвет', 'm', 'рассвета', 'Dawn', 'yoake', '夜明け'),
  noun('закат', 'm', 'заката', 'Sunset', 'yuuhi', '夕日'),
  noun('ангел', 'm', 'ангела', 'Angel', 'tenshi', '天使'),
  noun('кукла', 'f', 'куклы', 'Doll', 'ningyou', '人形'),
  noun('кошка', 'f', 'кошки', 'Cat', 'neko', '猫'),
  noun('лабиринт', 'm', 'лабиринта', 'Labyrinth', 'meikyuu', '迷宮'),
  noun('зеркало', 'n', 'зеркала', 'Mirror', 'kagami', '鏡'),
  noun('колокол', 'm', 'колокола', 'Bell', 'kane', '鐘'),
  noun('фонарь', 'm', 'фонаря', 'Lantern', 'chouchin', '提灯'),
  noun('маяк', 'm', 'маяка', 'Lighthouse', 'toudai', '灯台'),
  noun('лагерь', 'm', 'лагеря', 'Camp', 'kyanpu', 'キャンプ'),
  noun('академия', 'f', 'академии', 'Academy', 'gakuen', '学園'),
  noun('ведьма', 'f', 'ведьмы', 'Witch', 'majo', '魔女'),
  noun('дракон', 'm', 'дракона', 'Dragon', 'ryuu', '竜'),
  noun('пламя', 'n', 'пламени', 'Flame', 'honoo', '炎'),
];

/** About 20 genres, the words Russian catalogues use. */
export const genreValues: readonly string[] = [
  'Романтика',
  'Драма',
  'Комедия',
  'Мистика',
  'Ужасы',
  'Фэнтези',
  'Научная фантастика',
  'Школа',
  'Детектив',
  'Повседневность',
  'Этти',
  'Триллер',
  'Приключения',
  'Экшен',
  'Психология',
  'Исторический',
  'Сверхъестественное',
  'Трагедия',
  'Антиутопия',
  'Стратегия',
  'RPG',
];

/** Up to 80 tags; a catalogue of N projects uses the first 40–80 of them. */
export const tagValues: readonly string[] = [
  'Протагонист-мужчина',
  'Протагонист-женщина',
  'Несколько концовок',
  'Кинетическая новелла',
  'Полная озвучка',
  'Путешествия во времени',
  'Временная петля',
  'Юри',
  'Яой',
  'Гарем',
  'Отоме',
  'Цундере',
  'Друзья детства',
  'Школьный клуб',
  'Летний лагерь',
  'Вампиры',
  'Демоны',
  'Призраки',
  'Магия',
  'Постапокалипсис',
  'Киберпанк',
  'Космос',
  'Роботы',
  'Андроиды',
  'Искусственный интеллект',
  'Виртуальная реальность',
  'Параллельные миры',
  'Исекай',
  'Средневековье',
  'Япония',
  'СССР',
  'Деревня',
  'Большой город',
  'Море',
  'Зима',
  'Детство',
  'Амнезия',
  'Психологическая травма',
  'Ненадёжный рассказчик',
  'Ломание четвёртой стены',
  'Смерть персонажа',
  'Кровь',
  'Насилие',
  'Эротические сцены',
  'Мини-игры',
  'Головоломки',
  'Расследование',
  'Суд',
  'Выживание',
  'Открытый мир',
  'Пиксельная графика',
  'Ручная рисовка',
  '3D-графика',
  'Live2D',
  'Короткая история',
  'Сиквел',
  'Приквел',
  'Фанатская игра',
  'Додзин',
  'Музыка',
  'Идолы',
  'Спорт',
  'Кулинария',
  'Офис',
  'Больница',
  'Война',
  'Армия',
  'Политика',
  'Религия',
  'Мифология',
  'Кицунэ',
  'Кемономими',
  'Готика',
  'Стимпанк',
  'Праздники',
  'Сёдзё',
  'Сёнэн',
  'Медленное повествование',
  'Выбор влияет на сюжет',
  'Несколько героинь',
];

/** Platforms: desktop first, then consoles, then mobile, PSP (as the domain orders them). */
export const platformValues: readonly string[] = [
  'Windows',
  'Linux',
  'macOS',
  'Android',
  'iOS',
  'PlayStation Vita',
  'Nintendo Switch',
  'PSP',
  'PlayStation 4',
  'PlayStation 2',
  'Xbox One',
  'Браузер',
  'DOS',
];

/** Studio name parts by the region a project comes from. */
export const studioParts = {
  jp: {
    heads: [
      'Hoshizora',
      'Sakura',
      'Yuugure',
      'Kazamatsuri',
      'Tsukikage',
      'Aozora',
      'Hanabi',
      'Kirameki',
      'Shirokuma',
      'Akatsuki',
      'Yozora',
      'Minato',
      'Hinata',
      'Kurenai',
      'Fuukei',
      'Nagisa',
      'Komorebi',
      'Sora',
      'Hotaru',
      'Tanpopo',
    ],
    tails: ['Soft', 'Works', 'Studio', 'Project', 'Factory', 'Circle', 'Games'],
  },
  en: {
    heads: [
      'Moonlit',
      'Rainy Day',
      'Paper Lantern',
      'Silver Fox',
      'Blue Harbor',
      'Quiet Owl',
      'Starfall',
      'Tea Time',
      'Velvet',
      'Lighthouse',
      'Cloudberry',
      'Ember',
      'Northwind',
      'Pixel Garden',
      'Little Bird',
      'Amber',
      'Hollow Oak',
      'Night Train',
      'Sunday',
      'Glass Bead',
    ],
    tails: ['Games', 'Studio', 'Interactive', 'Lab', 'House', 'Collective', 'Entertainment'],
  },
  ru: {
    heads: [
      'Полынь',
      'Совёнок',
      'Северный ветер',
      'Белые ночи',
      'Тихая гавань',
      'Листопад',
      'Светлячок',
      'Чердак',
      'Первый снег',
      'Трамвай',
      'Сирень',
      'Рябина',
      'Метель',
      'Огонёк',
      'Ласточка',
    ],
    tails: ['Студия «{}»', 'Команда «{}»', '{} Games', 'Мастерская «{}»'],
  },
  asia: {
    heads: [
      'Xingchen',
      'Yueguang',
      'Longmen',
      'Baiyun',
      'Hanbyeol',
      'Haneul',
      'Byeolbit',
      'Qingfeng',
      'Mingyue',
      'Saebyeok',
    ],
    tails: ['Games', 'Studio', 'Interactive', 'Soft'],
  },
} as const;

/** Translator group name parts (masculine adjective + masculine noun, or a Latin word + suffix). */
export const translatorParts = {
  adjectives: [
    'Лунный',
    'Тихий',
    'Северный',
    'Сонный',
    'Рыжий',
    'Ночной',
    'Звёздный',
    'Весёлый',
    'Бумажный',
    'Серебряный',
    'Утренний',
    'Горный',
    'Осенний',
    'Упрямый',
    'Бродячий',
    'Синий',
    'Ленивый',
    'Хитрый',
    'Вечерний',
    'Добрый',
  ],
  nouns: [
    'кот',
    'лис',
    'ворон',
    'фонарь',
    'маяк',
    'ветер',
    'свиток',
    'котёл',
    'сверчок',
    'енот',
    'дракон',
    'филин',
    'перевал',
    'причал',
    'чайник',
    'компас',
    'ёж',
    'светлячок',
    'паровоз',
    'кит',
  ],
  latin: [
    'Sakura',
    'Nekomimi',
    'Yuki',
    'Lunar',
    'Aurora',
    'Hikari',
    'Nova',
    'Kitsune',
    'Tsubasa',
    'Polaris',
    'Mikan',
    'Raven',
    'Usagi',
    'Orion',
    'Yume',
    'Hoshi',
    'Zephyr',
    'Kaze',
    'Tanuki',
    'Vega',
    'Sora',
    'Amaterasu',
    'Tengu',
    'Neon',
    'Rusalka',
    'Lyra',
    'Momiji',
    'Kuro',
    'Shiro',
    'Echo',
    'Inari',
    'Mirai',
    'Nami',
    'Akari',
    'Fubuki',
    'Hotaru',
    'Kumo',
    'Tora',
    'Ryuu',
    'Sirius',
  ],
  suffixes: ['Team', 'Translate', 'Project', 'Group', 'Subs', 'Studio', 'VN', 'Crew'],
} as const;

/** Hero names for descriptions, by the setting a project's language suggests. */
export const heroNames = {
  jp: {
    m: ['Кэйта', 'Рёта', 'Юто', 'Хирото', 'Сота', 'Такуми', 'Харуки', 'Кадзуя', 'Рэн', 'Сюн'],
    f: ['Юки', 'Аканэ', 'Мио', 'Сакура', 'Хина', 'Рин', 'Мисаки', 'Аои', 'Кохару', 'Нанами'],
  },
  ru: {
    m: ['Семён', 'Антон', 'Илья', 'Костя', 'Дима', 'Саша', 'Миша', 'Гоша', 'Лёва', 'Витя'],
    f: ['Алиса', 'Лена', 'Катя', 'Маша', 'Оля', 'Настя', 'Вера', 'Соня', 'Ульяна', 'Женя'],
  },
  en: {
    m: ['Итан', 'Оливер', 'Джек', 'Ноа', 'Лиам', 'Макс', 'Элиот', 'Сэм', 'Люк', 'Генри'],
    f: ['Эмили', 'Лили', 'Грейс', 'Хлоя', 'Мия', 'Айви', 'Руби', 'Элла', 'Зои', 'Нора'],
  },
} as const;

/** Description sentences; `{hero}` is the hero's name, the rest is fixed by the hero's gender. */
export const descriptionParts = {
  openings: {
    m: [
      '{hero} — обычный старшеклассник, который переезжает в маленький приморский город.',
      '{hero} просыпается в незнакомой комнате и не помнит, как сюда попал.',
      '{hero} устраивается на летнюю подработку в старую библиотеку.',
      '{hero} возвращается в родную деревню спустя десять лет.',
      '{hero} — начинающий маг, которого по ошибке зачисляют в академию для избранных.',
      '{hero} получает загадочное письмо от человека, пропавшего много лет назад.',
      '{hero} засыпает в автобусе зимой, а просыпается посреди лета.',
      '{hero} — детектив-неудачник, которому достаётся самое странное дело в его жизни.',
    ],
    f: [
      '{hero} — тихая студентка, которая проводит вечера за книгами.',
      '{hero} переводится в новую школу в середине учебного года.',
      '{hero} находит на чердаке дневник, написанный её собственным почерком.',
      '{hero} остаётся присматривать за семейной гостиницей у подножия гор.',
      '{hero} — юная ведьма, которой предстоит сдать последний экзамен.',
      '{hero} просыпается на борту поезда, который никогда не останавливается.',
      '{hero} приезжает на каникулы к бабушке и узнаёт семейную тайну.',
      '{hero} — пилот разведывательного корабля на краю обитаемого космоса.',
    ],
  },
  turns: [
    'Всё меняется, когда в старом храме появляется девушка, потерявшая память.',
    'Вскоре выясняется, что один и тот же день повторяется снова и снова.',
    'Однажды ночью в городе начинают пропадать люди, и слухи ведут к заброшенной школе.',
    'Новые знакомые кажутся дружелюбными, но каждый из них что-то скрывает.',
    'Неожиданная встреча на берегу моря переворачивает привычную жизнь.',
    'Странные сны становятся всё ярче, а граница между ними и явью — тоньше.',
    'Старая легенда о проклятии оказывается ближе к правде, чем хотелось бы.',
    'Случайно найденный телефон принимает сообщения из будущего.',
  ],
  stakes: [
    'Предстоит разгадать тайну, пока не стало слишком поздно.',
    'От каждого выбора зависит, кто останется рядом к концу лета.',
    'Чтобы вернуться домой, придётся довериться тем, кого совсем не знаешь.',
    'Впереди — дружба, первая любовь и несколько очень трудных решений.',
    'Правда может оказаться страшнее любой выдумки.',
    'Удастся ли изменить судьбу, которую, казалось бы, уже не изменить?',
  ],
  notes: [
    'В игре несколько концовок, и открыть их все с первого раза не получится.',
    'Прохождение займёт несколько вечеров.',
    'История рассказана от первого лица и разделена на главы.',
    'Отдельного внимания заслуживают музыка и фоны, нарисованные вручную.',
    'Игра содержит сцены, которые могут показаться тяжёлыми.',
    'Перевод включает текст, интерфейс и перерисованные надписи на изображениях.',
  ],
  spoilers: [
    'На самом деле всё происходящее — воспоминания главного героя.',
    'Лучшая концовка открывается только после прохождения всех маршрутов.',
    'Таинственная незнакомка — сестра главной героини.',
  ],
} as const;

/** Translation notes shown under a translation. */
export const translationNotes: readonly string[] = [
  'Перевод выполнен с английской версии.',
  'Перевод выполнен с японского оригинала.',
  'Полный перевод текста, интерфейса и изображений.',
  'Переведён только основной маршрут.',
  'Требуется официальная версия игры.',
  'Патч ставится поверх версии из Steam.',
  'Редактура и вычитка продолжаются.',
  '',
];

/** Expected-release texts for demo and in-progress projects (docs/product §4: free text). */
export const expectedReleaseTexts: readonly string[] = [
  'Весна {y}',
  'Лето {y}',
  'Осень {y}',
  'Зима {y}',
  'Конец {y} года',
  'Начало {y} года',
  '{y}',
  'I квартал {y}',
  'Когда будет готово',
];

/** Cyrillic nicknames for some of the demo users (the rest come from faker's transliterated names). */
export const cyrillicNicknames: readonly string[] = [
  'Котейка',
  'ТёмныйЛорд',
  'Мечтатель',
  'Сонный_ёж',
  'Полуночник',
  'Читатель',
  'Лисёнок',
  'Хикикомори',
  'Странник',
  'Ворчун',
  'Снежинка',
  'Тануки',
  'Маракуйя',
  'Пельмень',
  'ЧайСЛимоном',
  'Совушка',
  'Кицунэ',
  'Енотик',
  'Бармаглот',
  'Светлячок',
];

export const userAbouts: readonly string[] = [
  'Читаю новеллы с 2010 года. Люблю медленные истории и хорошие фоны.',
  'Перевожу понемногу, вычитываю много.',
  'Собираю коллекцию кинетических новелл.',
  'Ищу, что почитать: советуйте!',
  'Фанат детективов и всего, что с сюжетом.',
  'Играю только в полные переводы.',
  'Иногда пишу рецензии.',
  'Рисую фан-арты по любимым играм.',
];

export const banReasons: readonly string[] = [
  'Спам в комментариях',
  'Оскорбления участников',
  'Реклама сторонних ресурсов',
  'Спойлеры без тега',
];

/**
 * The domain's transliteration (the one search matches by), keeping capitals for display:
 * "Бесконечное лето" → "Beskonechnoe leto".
 */
export function transliterate(text: string): string {
  let result = '';
  for (const character of text) {
    const lower = character.toLowerCase();
    const latin = transliterateLower(lower);
    result += lower !== character && latin ? latin[0]!.toUpperCase() + latin.slice(1) : latin;
  }
  return result;
}
