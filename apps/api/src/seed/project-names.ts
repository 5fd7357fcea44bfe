/** Demo project names: one title concept in Russian, English, romaji and Japanese, chosen by language. */
import type { Language } from '@vn/domain';
import { regionOf } from './context';
import type { Random } from './random';
import { type Gender, titleAdjectives, titleNouns, transliterate } from './words';

/** A title concept in four forms; a project takes its name and alternative names from them. */
interface TitleForms {
  ru: string;
  en: string;
  romaji: string;
  ja: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word) => (word === 'no' || word === 'na' ? word : capitalize(word)))
    .join(' ');
const genderIndex: Record<Gender, 0 | 1 | 2> = { m: 0, f: 1, n: 2 };

function titleForms(random: Random): TitleForms {
  const first = random.pick(titleNouns);
  if (random.chance(0.5)) {
    const adjective = random.pick(titleAdjectives);
    if (adjective.en !== first.en) {
      return {
        ru: capitalize(`${adjective.ru[genderIndex[first.gender]]} ${first.ru}`),
        en: `${adjective.en} ${first.en}`,
        romaji: titleCase(`${adjective.romaji} ${first.romaji}`),
        ja: `${adjective.ja}${first.ja}`,
      };
    }
  }
  let second = random.pick(titleNouns);
  while (second === first) second = random.pick(titleNouns);
  return {
    ru: capitalize(`${first.ru} ${second.genitive}`),
    en: `${first.en} of the ${second.en}`,
    romaji: titleCase(`${second.romaji} no ${first.romaji}`),
    ja: `${second.ja}の${first.ja}`,
  };
}

/** A project's name and alternative names, chosen by its original language. */
export function projectNames(
  random: Random,
  language: Language,
  withSubtitle: boolean,
): { name: string; alternativeNames: string[] } {
  let forms = titleForms(random);
  if (withSubtitle) {
    const subtitle = titleForms(random);
    forms = {
      ru: `${forms.ru}: ${subtitle.ru}`,
      en: `${forms.en}: ${subtitle.en}`,
      romaji: `${forms.romaji}: ${subtitle.romaji}`,
      ja: `${forms.ja} ～${subtitle.ja}～`,
    };
  }
  return namesFromForms(random, language, forms);
}

function namesFromForms(
  random: Random,
  language: Language,
  forms: TitleForms,
): { name: string; alternativeNames: string[] } {
  switch (regionOf(language)) {
    case 'jp': {
      const name = random.weighted([
        [forms.romaji, 50],
        [forms.en, 35],
        [forms.ru, 15],
      ] as const);
      const others = [forms.romaji, forms.en, forms.ru].filter((other) => other !== name);
      return { name, alternativeNames: random.chance(0.8) ? [...others, forms.ja] : others };
    }
    case 'ru': {
      const alternatives = [transliterate(forms.ru)];
      if (random.chance(0.6)) alternatives.push(forms.en);
      return { name: forms.ru, alternativeNames: alternatives };
    }
    case 'en':
    case 'asia': {
      const english = random.chance(0.75);
      return {
        name: english ? forms.en : forms.ru,
        alternativeNames: english ? [forms.ru] : [forms.en],
      };
    }
  }
}
