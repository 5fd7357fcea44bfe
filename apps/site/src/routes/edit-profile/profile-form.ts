import {
  accountMessages,
  isServerMessage,
  PROFILE_BACKGROUND_DEFAULTS,
  profileUpdatePayload,
  type UserRole,
} from '@vn/domain';
import { ApiError } from '../../api/client';

/*
 * What /edit/profile/{id} sends and how it reads a refusal (docs/product §2.2, §2.4, §5 Profile username,
 * §7 PUT /api/profile/{id}, §8 Profile and Images).
 */

/** The form's fields that react-hook-form keeps; the pictures are kept beside them. */
export interface ProfileFormValues {
  username: string;
  description: string;
  role: UserRole;
}

/** A profile background as the form edits it (docs/product §3 User.bg). */
export interface ProfileBackground {
  url: string;
  opacity: number;
  size: string;
  position: string;
}

/** A freshly chosen background: the defaults of docs/product §2.4 (opacity 0.5, cover, center). */
export function newBackground(url: string): ProfileBackground {
  return { url, ...PROFILE_BACKGROUND_DEFAULTS };
}

export interface ProfileSubmission {
  current: ProfileFormValues;
  values: ProfileFormValues;
  /** Whether the role may be sent at all (moderators only, docs/product §2.2). */
  mayChangeRole: boolean;
  /** A new avatar picture, or null to keep the old one. */
  avatar: File | null;
  /** The background: undefined leaves it, null removes it. */
  background: ProfileBackground | null | undefined;
}

/**
 * The multipart body of `PUT /api/profile/{id}` (docs/product §7): the `avatar` file, and the JSON fields
 * `username` (only when changed, §5), `description`, `role` (only when a moderator changed it) and
 * `bg` (as JSON; `null` removes it).
 */
export function profileFormData({
  current,
  values,
  mayChangeRole,
  avatar,
  background,
}: ProfileSubmission): FormData {
  const changed = profileUpdatePayload(current, {
    username: values.username.trim(),
    description: values.description,
    ...(mayChangeRole && values.role !== current.role && { role: values.role }),
  });
  const data = new FormData();
  if (changed.username !== undefined) data.append('username', changed.username);
  if (changed.description !== undefined && changed.description !== current.description) {
    data.append('description', changed.description);
  }
  if (changed.role !== undefined) data.append('role', changed.role);
  if (background !== undefined) data.append('bg', JSON.stringify(background));
  if (avatar) data.append('avatar', avatar);
  return data;
}

/** How a failed save is told: a toast, and for a taken name also a message under the field. */
export interface SaveFailure {
  toast: string;
  usernameError?: string;
}

/**
 * docs/product §8: "username exist…" → "Существует пользователь с таким именем" (under the name too); a
 * picture the server cannot read (415) → "Не удалось сконвертировать изображение"; anything else
 * "Не удалось обновить профиль".
 */
export function saveFailureOf(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (isServerMessage(error.message, 'usernameExists')) {
      return {
        toast: accountMessages.usernameExists,
        usernameError: accountMessages.usernameExists,
      };
    }
    if (error.status === 415) return { toast: accountMessages.imageUnreadable };
  }
  return { toast: accountMessages.profileUpdateFailed };
}

/**
 * Whether the browser can draw the picture: an unreadable file is refused before it is sent (docs/product
 * §8 "Не удалось сконвертировать изображение").
 */
export function isReadableImage(file: File): Promise<boolean> {
  if (!file.type.startsWith('image/')) return Promise.resolve(false);
  if (typeof createImageBitmap !== 'function') return Promise.resolve(true);
  return createImageBitmap(file).then(
    (bitmap) => {
      bitmap.close();
      return true;
    },
    () => false,
  );
}
