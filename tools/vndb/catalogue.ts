/**
 * The local visual novel database's fixed catalogue: a dozen visual novels shaped as the real service
 * stores them (ids, original-script titles, `olang` codes, length 1..5, rating 10..100, devstatus 0
 * finished / 1 in development). Chosen to cover what the lookup maps: Japanese (ja), Simplified
 * Chinese (zh-Hans), Russian and English originals, every length, no length, no rating, no
 * developer, a partial and an unknown release date, and one name ("Steins;Gate") with several matches.
 */
export interface LocalVisualNovel {
  id: string;
  title: string;
  alttitle: string | null;
  olang: string;
  length: number | null;
  length_minutes: number | null;
  rating: number | null;
  votecount: number;
  devstatus: 0 | 1 | 2;
  released: string | null;
  developers: { id: string; name: string; original: string | null }[];
}

export const localVndbCatalogue: readonly LocalVisualNovel[] = [
  {
    id: 'v11',
    title: 'Fate/stay night',
    alttitle: 'フェイト/ステイナイト',
    olang: 'ja',
    length: 5,
    length_minutes: 4_370,
    rating: 83.9,
    votecount: 11_214,
    devstatus: 0,
    released: '2004-01-30',
    developers: [{ id: 'p29', name: 'TYPE-MOON', original: null }],
  },
  {
    id: 'v17',
    title: 'Ever17 -the out of infinity-',
    alttitle: null,
    olang: 'ja',
    length: 4,
    length_minutes: 2_163,
    rating: 86.3,
    votecount: 9_102,
    devstatus: 0,
    released: '2002-08-29',
    developers: [{ id: 'p94', name: 'KID', original: 'キッド' }],
  },
  {
    id: 'v97',
    title: 'Saya no Uta',
    alttitle: '沙耶の唄',
    olang: 'ja',
    length: 2,
    length_minutes: 420,
    rating: 80.1,
    votecount: 8_034,
    devstatus: 0,
    released: '2003-12-26',
    developers: [{ id: 'p41', name: 'Nitroplus', original: 'ニトロプラス' }],
  },
  {
    id: 'v945',
    title: 'Katawa Shoujo',
    alttitle: null,
    olang: 'en',
    length: 3,
    length_minutes: 1_200,
    rating: 78,
    votecount: 9_511,
    devstatus: 0,
    released: '2012-01-04',
    developers: [{ id: 'p1627', name: 'Four Leaf Studios', original: null }],
  },
  {
    id: 'v2002',
    title: 'Steins;Gate',
    alttitle: 'シュタインズ・ゲート',
    olang: 'ja',
    length: 4,
    length_minutes: 2_640,
    rating: 89.7,
    votecount: 12_006,
    devstatus: 0,
    released: '2009-10-15',
    developers: [
      { id: 'p1240', name: '5pb.', original: null },
      { id: 'p41', name: 'Nitroplus', original: 'ニトロプラス' },
    ],
  },
  {
    id: 'v5698',
    title: 'Everlasting Summer',
    alttitle: 'Бесконечное лето',
    olang: 'ru',
    length: 3,
    length_minutes: 900,
    rating: 75.8,
    votecount: 2_204,
    devstatus: 0,
    released: '2014-12-20',
    developers: [{ id: 'p4372', name: 'Soviet Games', original: null }],
  },
  {
    id: 'v6710',
    title: 'Steins;Gate: Hiyoku Renri no Darling',
    alttitle: 'シュタインズ・ゲート 比翼恋理のだーりん',
    olang: 'ja',
    length: 3,
    length_minutes: 900,
    rating: 70.2,
    votecount: 1_013,
    devstatus: 0,
    released: '2011-06-23',
    developers: [
      { id: 'p1240', name: '5pb.', original: null },
      { id: 'p41', name: 'Nitroplus', original: 'ニトロプラス' },
    ],
  },
  {
    id: 'v17102',
    title: 'Steins;Gate 0',
    alttitle: 'シュタインズ・ゲート ゼロ',
    olang: 'ja',
    length: 4,
    length_minutes: 1_920,
    rating: 86.5,
    votecount: 5_230,
    devstatus: 0,
    released: '2015-12-10',
    developers: [{ id: 'p1240', name: '5pb.', original: null }],
  },
  {
    id: 'v21791',
    title: 'One Night, Hot Springs',
    alttitle: null,
    olang: 'en',
    length: 1,
    length_minutes: 60,
    rating: 74.4,
    votecount: 612,
    devstatus: 0,
    released: '2018-02-02',
    developers: [{ id: 'p12817', name: 'npckc', original: null }],
  },
  {
    id: 'v41012',
    title: 'Love Is All Around',
    alttitle: '完蛋！我被美女包围了！',
    olang: 'zh-Hans',
    length: 2,
    length_minutes: 360,
    rating: 71.5,
    votecount: 318,
    devstatus: 0,
    released: '2023-10-18',
    developers: [{ id: 'p19944', name: 'intiny', original: '奇游酷游' }],
  },
  {
    id: 'v38125',
    title: 'Gujian: Yearning of Blades',
    alttitle: '古剑奇谭',
    olang: 'zh-Hans',
    length: 5,
    length_minutes: null,
    rating: 68.4,
    votecount: 41,
    devstatus: 0,
    released: '2010-07',
    developers: [{ id: 'p8301', name: 'Aurogon Shanghai', original: '上海烛龙' }],
  },
  {
    id: 'v50413',
    title: 'Zima na okraine',
    alttitle: 'Зима на окраине',
    olang: 'ru',
    length: null,
    length_minutes: null,
    rating: null,
    votecount: 0,
    devstatus: 1,
    released: 'TBA',
    developers: [],
  },
];
