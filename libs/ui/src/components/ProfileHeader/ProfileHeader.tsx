import {
  cssUrl,
  isBanActive,
  PROFILE_BACKGROUND_DEFAULTS,
  type User,
  type UserBan,
} from '@vn/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { Ban } from 'lucide-react';
import { forwardRef, useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/utilities.css';
import { Avatar } from '../Avatar';
import { BanChip, ModeratorChip } from '../Chip';
import {
  backgroundImageVar,
  backgroundOpacityVar,
  backgroundPositionVar,
  backgroundShiftVar,
  backgroundSizeVar,
  profileHeader,
  profileHeaderActions,
  profileHeaderDescription,
  profileHeaderImage,
  profileHeaderName,
  profileHeaderPanel,
  profileHeaderText,
  profileHeaderTitle,
} from './ProfileHeader.css';

type UserBackground = NonNullable<User['bg']>;

/**
 * A profile background (docs/product §3 User.bg): the picture, and optionally how it is drawn; what is
 * left out takes the defaults of §2.4 and §9 (opacity 0.5, size cover, position center).
 */
export type ProfileHeaderBackground = Pick<UserBackground, 'url'> &
  Partial<Pick<UserBackground, 'opacity' | 'size' | 'position'>>;

export interface ProfileHeaderProps {
  /** The username: the page's `h1` and the avatar's name. */
  name: string;
  /** The avatar picture; without one, the initials show. */
  avatarSrc?: string | null;
  /** Shows the "Модератор" chip (docs/product §2.4, §6): the app says who is staff. */
  isStaff?: boolean;
  /** The profile's background; without one the header is a plain tinted band. */
  background?: ProfileHeaderBackground | null;
  /**
   * How many pixels the background picture is moved down: the app's parallax (docs/product §9), which
   * follows the page's scroll. The picture stays put without it.
   * @default 0
   */
  backgroundShift?: number;
  /** The user's ban; while active (§4) the chip "до {date}" shows. */
  ban?: UserBan | null;
  /**
   * The moment the ban is checked against.
   * @default the current time
   */
  now?: Date;
  /** The time zone of the ban date (the reader's by default). */
  timeZone?: string;
  /** One line under the name (the profile's description). */
  description?: ReactNode;
  /** Buttons the app places here: "Написать", "Редактировать", "Настройки", "Забанить"/"Разбанить". */
  actions?: ReactNode;
  className?: string;
}

/**
 * The head of a profile page (docs/product §2.4): the background picture drawn with the profile's
 * opacity, size and position, the avatar, the name as the page's `h1`, the moderator and ban chips,
 * a description line and the app's action buttons. Over a picture the text sits on a surface panel,
 * so it stays readable. On a phone the avatar stands centred above the name.
 */
export const ProfileHeader = forwardRef<HTMLElement, ProfileHeaderProps>(function ProfileHeader(
  {
    name,
    avatarSrc,
    isStaff = false,
    background,
    backgroundShift,
    ban,
    now,
    timeZone,
    description,
    actions,
    className,
  },
  ref,
) {
  const headingId = useId();
  const variant = background ? 'image' : 'plain';
  const isBanned = ban != null && isBanActive(ban, now ?? new Date());
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(profileHeader({ background: variant }), className)}
      style={
        background
          ? assignInlineVars({
              [backgroundImageVar]: cssUrl(background.url),
              [backgroundOpacityVar]: String(
                background.opacity ?? PROFILE_BACKGROUND_DEFAULTS.opacity,
              ),
              [backgroundSizeVar]: background.size ?? PROFILE_BACKGROUND_DEFAULTS.size,
              [backgroundPositionVar]: background.position ?? PROFILE_BACKGROUND_DEFAULTS.position,
              [backgroundShiftVar]: `${backgroundShift ?? 0}px`,
            })
          : undefined
      }
    >
      {background ? <div className={profileHeaderImage} aria-hidden="true" /> : null}
      <div className={profileHeaderPanel({ background: variant })}>
        <Avatar name={name} src={avatarSrc} size="lg" />
        <div className={profileHeaderText}>
          <div className={profileHeaderTitle}>
            <h1 id={headingId} className={profileHeaderName}>
              {name}
            </h1>
            {isStaff ? <ModeratorChip /> : null}
            {isBanned ? (
              <span>
                <span className={visuallyHidden}>Забанен </span>
                <BanChip expiredAt={ban.expiredAt} timeZone={timeZone} icon={<Ban size="1em" />} />
              </span>
            ) : null}
          </div>
          {description ? <p className={profileHeaderDescription}>{description}</p> : null}
        </div>
        {actions ? <div className={profileHeaderActions}>{actions}</div> : null}
      </div>
    </section>
  );
});
