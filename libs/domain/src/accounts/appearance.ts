/*
 * How the site looks for one reader (appearance and safety): the colour theme, whether images
 * marked sexual content or violence (§3 image meta) are shown at once or blurred until clicked, and
 * whether tags marked as spoilers are listed (docs/product §A5.6). Guests keep the choice in the browser; a signed-in reader also in their settings.
 * No schemas here: the shell reads these rules on every page, and zod stays off the first page.
 */

export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

export const themeChoiceLabels: Record<ThemeChoice, string> = {
  system: 'Как в системе',
  light: 'Светлая',
  dark: 'Тёмная',
};

export interface Appearance {
  theme: ThemeChoice;
  /** Show marked images without the blur. */
  showSensitiveImages: boolean;
  /** List tags marked as spoilers (docs/product §A5.6); off, they are hidden. */
  showSpoilerTags: boolean;
}

/** A new reader: the system's theme, marked images blurred, spoiler tags hidden (§A5.6). */
export const defaultAppearance: Appearance = {
  theme: 'system',
  showSensitiveImages: false,
  showSpoilerTags: false,
};

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value);
}

/** The theme to draw: the choice, or the system's (`prefers-color-scheme`) for "system". */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** An appearance read back from storage: anything unknown falls back to the default. */
export function appearanceFrom(stored: unknown): Appearance {
  if (typeof stored !== 'object' || stored === null) return defaultAppearance;
  const { theme, showSensitiveImages, showSpoilerTags } = stored as Record<string, unknown>;
  return {
    theme: isThemeChoice(theme) ? theme : defaultAppearance.theme,
    showSensitiveImages:
      typeof showSensitiveImages === 'boolean'
        ? showSensitiveImages
        : defaultAppearance.showSensitiveImages,
    showSpoilerTags:
      typeof showSpoilerTags === 'boolean' ? showSpoilerTags : defaultAppearance.showSpoilerTags,
  };
}

/** A tag that may be marked as a spoiler: `spoiler: true`; absent, it is not one (§A5.6). */
export interface SpoilerMark {
  spoiler?: boolean;
}

/**
 * Whether a tag is kept from the reader (docs/product §A5.6): it is marked as a spoiler and the
 * reader has not chosen to see spoiler tags. The one rule every list of tags asks (a project's
 * tags, the reasons of similar titles).
 */
export function isSpoilerHidden(
  tag: SpoilerMark,
  appearance: Pick<Appearance, 'showSpoilerTags'>,
): boolean {
  return tag.spoiler === true && !appearance.showSpoilerTags;
}

/** The tags a reader is shown, in their order: those `isSpoilerHidden` keeps back left out. */
export function visibleTags<Tag extends SpoilerMark>(
  tags: readonly Tag[],
  appearance: Pick<Appearance, 'showSpoilerTags'>,
): Tag[] {
  return tags.filter((tag) => !isSpoilerHidden(tag, appearance));
}

/** The marks of §3 image meta that an image may carry. */
export interface ImageSafetyMarks {
  sexualContent?: boolean;
  violence?: boolean;
  erotic?: boolean;
}

export const imageSafetyMarks = ['sexualContent', 'violence', 'erotic'] as const;
export type ImageSafetyMark = (typeof imageSafetyMarks)[number];

/** How the forms name each mark (docs/product §3 image meta; the words are ours). */
export const imageSafetyMarkLabels: Record<ImageSafetyMark, string> = {
  sexualContent: 'Сексуальный контент',
  violence: 'Насилие',
  erotic: 'Эротика',
};

/** Whether an image is blurred until clicked: marked sexual content or violence, and the reader
 * has not chosen to see such images. */
export function isImageBlurred(
  image: ImageSafetyMarks | null | undefined,
  appearance: Pick<Appearance, 'showSensitiveImages'>,
): boolean {
  if (!image || appearance.showSensitiveImages) return false;
  return image.sexualContent === true || image.violence === true;
}

/** The marks worth keeping on a stored image: only those set (an unmarked image carries none). */
export function safetyMarksOf(marks: ImageSafetyMarks | undefined): ImageSafetyMarks {
  return Object.fromEntries(
    imageSafetyMarks.filter((mark) => marks?.[mark] === true).map((mark) => [mark, true]),
  );
}

/** The marks an image carries, as a list (a form's choice of marks). */
export function safetyMarkList(image: ImageSafetyMarks | null | undefined): ImageSafetyMark[] {
  return imageSafetyMarks.filter((mark) => image?.[mark] === true);
}

/** The image with exactly the `marks` given, the others taken off. */
export function withSafetyMarks<Image extends object>(
  image: Image,
  marks: Iterable<ImageSafetyMark>,
): Image {
  const unmarked = { ...image } as Record<string, unknown>;
  for (const mark of imageSafetyMarks) delete unmarked[mark];
  for (const mark of marks) unmarked[mark] = true;
  return unmarked as Image;
}
