/** A demo project's studios, description and links. */
import type { Language, Link } from '@vn/domain';
import { type Region, latinSlug, regionOf } from './context';
import type { Random } from './random';
import { descriptionParts, heroNames, studioParts } from './words';

export interface Developer {
  name: string;
  link: string;
}

export function studioPool(random: Random, region: Region, size: number): Developer[] {
  const parts = studioParts[region];
  const names = parts.heads.flatMap((head) =>
    parts.tails.map((tail) => (tail.includes('{}') ? tail.replace('{}', head) : `${head} ${tail}`)),
  );
  return random.sample(names, size).map((name) => ({
    name,
    link: random.chance(0.85)
      ? `https://${latinSlug(name)}.${random.pick(['example.com', 'example.org', 'example.net'])}/`
      : '',
  }));
}

export function description(random: Random, project: { name: string; language: Language }): string {
  const region = regionOf(project.language);
  const names = heroNames[region === 'ru' ? 'ru' : region === 'jp' ? 'jp' : 'en'];
  const gender = random.chance(0.6) ? 'm' : 'f';
  const hero = random.pick(names[gender]);
  const sentences = [
    random.pick(descriptionParts.openings[gender]).replace('{hero}', hero),
    random.pick(descriptionParts.turns),
    random.pick(descriptionParts.stakes),
  ];
  if (random.chance(0.5)) sentences.push(random.pick(descriptionParts.notes));
  let text = sentences.join(' ');
  if (random.chance(0.3)) text = `[b]${project.name}[/b]. ${text}`;
  if (random.chance(0.12)) {
    text += `\n\n[spoiler title="Спойлер"]${random.pick(descriptionParts.spoilers)}[/spoiler]`;
  }
  return text;
}

export function projectLinks(
  random: Random,
  project: { index: number; url: string; developers: Developer[] },
): Link[] {
  const links: Link[] = [];
  const official = project.developers.find((developer) => developer.link);
  if (official && random.chance(0.6)) {
    links.push({ link: official.link, description: 'Официальный сайт', tags: [] });
  }
  if (random.chance(0.4)) {
    links.push({
      link: `https://store.example.com/app/${100000 + project.index}`,
      description: random.pick(['Страница в Steam', 'Страница на itch.io', 'Страница в магазине']),
      tags: [],
    });
  }
  // Download links are for signed-in readers only (docs/product §2.3: regRequire).
  if (random.chance(0.35)) {
    links.push({
      link: `https://files.example.net/${latinSlug(project.url)}.zip`,
      description: 'Скачать игру с переводом',
      tags: ['regRequire'],
    });
  }
  if (random.chance(0.2)) {
    links.push({
      link: `https://forum.example.org/t/${project.index + 1}`,
      description: 'Обсуждение на форуме',
      tags: [],
    });
  }
  return links;
}
