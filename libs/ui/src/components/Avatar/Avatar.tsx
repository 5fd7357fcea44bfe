import { clsx } from 'clsx';
import { forwardRef, useState, type HTMLAttributes } from 'react';
import { avatar, avatarImage, type AvatarVariants } from './Avatar.css';

type AvatarTone = NonNullable<AvatarVariants['tone']>;
const tones: readonly AvatarTone[] = ['accent', 'success', 'danger', 'muted'];

/** Up to two initials: the first letters of the first two words ("Иван Петров" → "ИП"). */
export function avatarInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The same name always gets the same theme colour. */
export function avatarTone(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? 'accent';
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Whose avatar it is: the accessible name and the source of the initials. */
  name: string;
  /** The image; without one, or when it fails to load, the initials show. */
  src?: string | null;
  /**
   * The accessible name.
   * @default name
   */
  alt?: string;
  /** @default 'md' */
  size?: AvatarVariants['size'];
  className?: string;
}

/** A user's picture, or their initials on a theme colour when there is no picture or it fails. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, alt, size, className, ...props },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      {...props}
      ref={ref}
      role="img"
      aria-label={alt ?? name}
      data-fallback={showImage ? undefined : 'true'}
      className={clsx(avatar({ size, tone: avatarTone(name) }), className)}
    >
      {showImage && src ? (
        <img className={avatarImage} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{avatarInitials(name)}</span>
      )}
    </span>
  );
});
