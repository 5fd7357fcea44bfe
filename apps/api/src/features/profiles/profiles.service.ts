import { Inject, Injectable } from '@nestjs/common';
import {
  accountMessages,
  DomainError,
  imagesStillLinked,
  isBanActive,
  LIMITS,
  sanitizeMarkupText,
  type PublicProfile,
  refuseSelfTarget,
  type User,
  type UserListItem,
} from '@vn/domain';
import { requirePermission, SessionService, type Viewer } from '../../platform/session';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { ModerationLog } from '../moderation-log';
import { ImageStorage } from '../../platform/storage';
import { SanctionsService } from './sanctions.service';
import { userTarget } from './user-target';
import {
  presentPublic,
  presentSelf,
  type UserRecord,
  UsersById,
  UsersRepository,
  type UserListQuery,
} from '../users';

/** "username exist: …" (the site keys its toast on it, docs/product §8), with the field message. */
function usernameTaken(username: string | undefined): DomainError {
  const { message } = DomainError.of('usernameExists', username);
  return new DomainError('conflict', message, { username: accountMessages.usernameExists });
}

export interface ProfileChanges {
  username?: string;
  description?: string;
  role?: UserRecord['role'];
  bg?: UserRecord['bg'];
  avatar?: Buffer;
  /** Images uploaded with the description (`attachedImages`); each is added to it as [img]. */
  descriptionImages?: readonly Buffer[];
}

/** At most this many images in a description, as in a comment (docs/product §9). */
export const DESCRIPTION_IMAGES_MAX = LIMITS.commentImagesMax;

/** Profiles, bans and the staff's user list (docs/product §2.4, §6, §7). */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usersById: UsersById,
    private readonly sessions: SessionService,
    private readonly images: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly log: ModerationLog,
    private readonly sanctions: SanctionsService,
  ) {}

  /** A live (not removed) user, or "Not Found". */
  async existing(id: string): Promise<UserRecord> {
    const user = await this.usersById.findById(id);
    if (!user || user.removed) throw DomainError.of('notFound');
    return user;
  }

  /** The profile as the viewer may see it: their own with e-mail and settings, others' without. */
  present(user: UserRecord, viewer: Viewer | null): PublicProfile | User {
    return viewer?.user._id === user._id ? presentSelf(user) : presentPublic(user);
  }

  async byUsername(username: string): Promise<UserRecord> {
    const user = await this.users.findByUsername(username);
    if (!user || user.removed) throw DomainError.of('notFound');
    return user;
  }

  /**
   * Edits a profile (§2.4 edit screen, §5 Profile username). The owner or a moderator may; only a
   * moderator may change a role. An unchanged username is no change; a taken one is "username
   * exist…". Answers the (possibly new) username.
   */
  async update(viewer: Viewer, id: string, changes: ProfileChanges): Promise<string> {
    const user = await this.existing(id);
    requirePermission(viewer, 'editProfile', { userId: user._id });
    if (changes.role !== undefined && changes.role !== user.role) {
      requirePermission(viewer, 'changeRole', { role: user.role, newRole: changes.role });
    }
    const fields: Partial<UserRecord> = {};
    if (changes.username !== undefined && changes.username !== user.username) {
      const holder = await this.users.findByUsername(changes.username);
      if (holder && holder._id !== user._id) throw usernameTaken(changes.username);
      fields.username = changes.username;
      fields.usernameKey = changes.username.toLowerCase();
    }
    const uploads = changes.descriptionImages ?? [];
    if (changes.description !== undefined || uploads.length > 0) {
      Object.assign(fields, await this.describe(user, changes.description, uploads));
    }
    if (changes.role !== undefined) fields.role = changes.role;
    if (changes.bg !== undefined) fields.bg = changes.bg;
    if (changes.avatar) {
      const stored = await this.images.saveImage(changes.avatar, 'avatar');
      fields.avatar = { preview: stored.preview, full: stored.full };
    }
    if (Object.keys(fields).length === 0) return user.username;
    let updated: UserRecord | null;
    try {
      updated = await this.users.update(user._id, fields);
    } catch (error) {
      if (fields.avatar) await this.images.remove([fields.avatar.preview, fields.avatar.full]);
      const uploaded = (fields.descriptionImages ?? []).filter(
        (image) => !(user.descriptionImages ?? []).some((old) => old.full === image.full),
      );
      await this.images.remove(uploaded.flatMap((image) => [image.preview, image.full]));
      // Taken between the check above and the write.
      if (error instanceof DomainError && error.fields?.['username']) {
        throw usernameTaken(changes.username);
      }
      throw error;
    }
    if (fields.avatar && user.avatar)
      await this.images.remove([user.avatar.preview, user.avatar.full]);
    if (fields.descriptionImages) {
      const kept = new Set(fields.descriptionImages.map((image) => image.full));
      const dropped = (user.descriptionImages ?? []).filter((image) => !kept.has(image.full));
      await this.images.remove(dropped.flatMap((image) => [image.preview, image.full]));
    }
    if (fields.role !== undefined && fields.role !== user.role) {
      await this.log.record(
        viewer,
        'changeRole',
        `роль ${user.username} (${user._id}): ${user.role} → ${fields.role}`,
        userTarget({ ...user, username: updated?.username ?? user.username }),
      );
    }
    return updated?.username ?? user.username;
  }

  /**
   * The description and its images after an edit: uploads are stored and shown at the end of the
   * text (so the "linked in the text" rule holds for them on later edits, as for messages); images
   * from before stay only while their link is still in it (docs/product §5). The caller removes the
   * files of the ones dropped once the record is written.
   */
  private async describe(
    user: UserRecord,
    description: string | undefined,
    uploads: readonly Buffer[],
  ): Promise<Pick<UserRecord, 'description' | 'descriptionImages'>> {
    // Cleaned as a comment is (docs/product §5): no HTML, no `javascript:` link survives into the profile.
    const text = description === undefined ? user.description : sanitizeMarkupText(description);
    const kept = imagesStillLinked(text, user.descriptionImages ?? []);
    if (kept.length + uploads.length > DESCRIPTION_IMAGES_MAX) {
      throw new DomainError('invalid', `Не больше ${DESCRIPTION_IMAGES_MAX} изображений`, {
        attachedImages: `не больше ${DESCRIPTION_IMAGES_MAX}`,
      });
    }
    const stored: { preview: string; full: string }[] = [];
    try {
      for (const upload of uploads) {
        const image = await this.images.saveImage(upload, 'comment');
        stored.push({ preview: image.preview, full: image.full });
      }
    } catch (error) {
      await this.images.remove(stored.flatMap((image) => [image.preview, image.full]));
      throw error;
    }
    const withUploads = [text, ...stored.map((image) => `[img]${image.full}[/img]`)]
      .filter((part) => part !== '')
      .join('\n');
    return { description: withUploads, descriptionImages: [...kept, ...stored] };
  }

  async ban(viewer: Viewer, id: string, ban: { reason: string; expiredAt: string }) {
    const user = await this.existing(id);
    requirePermission(viewer, 'ban', { role: user.role });
    refuseSelfTarget('ban', viewer.user._id, user._id);
    const expiredAt = new Date(ban.expiredAt);
    // A ban that would not be active at once is a mistake (docs/product §4: active while in the future).
    if (!isBanActive({ expiredAt }, new Date())) {
      throw new DomainError('invalid', 'Срок бана должен быть в будущем', {
        expiredAt: 'в прошлом',
      });
    }
    await this.sanctions.recordBan(viewer, user, expiredAt, ban.reason);
    await this.users.update(user._id, {
      banned: { expiredAt, reason: ban.reason, by: viewer.user._id },
    });
    await this.log.record(
      viewer,
      'ban',
      `бан ${user.username} (${user._id}) до ${expiredAt.toISOString()}: ${ban.reason}`,
      userTarget(user),
    );
    return { banned: { expiredAt: expiredAt.toISOString(), reason: ban.reason } };
  }

  async unban(viewer: Viewer, id: string) {
    const user = await this.existing(id);
    requirePermission(viewer, 'unban', { role: user.role });
    refuseSelfTarget('unban', viewer.user._id, user._id);
    await this.sanctions.liftBan(viewer, user);
    await this.users.update(user._id, { banned: null });
    await this.log.record(
      viewer,
      'unban',
      `разбан ${user.username} (${user._id})`,
      userTarget(user),
    );
    return { banned: null };
  }

  async list(query: UserListQuery): Promise<{ users: UserListItem[]; count: number }> {
    const { users, count } = await this.users.list(query);
    return {
      users: users.map((user) => ({
        _id: user._id,
        username: user.username,
        avatar: user.avatar ?? undefined,
        email: user.email,
        role: user.role,
        createdAt: user.createdAt.toISOString(),
        banned: user.banned
          ? { expiredAt: user.banned.expiredAt.toISOString(), reason: user.banned.reason }
          : null,
      })),
      count,
    };
  }

  /**
   * Removes a user (administrators only, §6): the account can no longer sign in and disappears from
   * lists and pickers; what they wrote keeps their name. Every session ends at once.
   */
  async remove(viewer: Viewer, id: string): Promise<{ removed: true }> {
    const user = await this.existing(id);
    refuseSelfTarget('removeUser', viewer.user._id, user._id);
    await this.users.update(user._id, { removed: true, removedAt: new Date() });
    await this.sessions.endAllOf(user._id);
    await this.log.record(
      viewer,
      'removeUser',
      `удалён пользователь ${user.username} (${user._id})`,
      userTarget(user),
    );
    return { removed: true };
  }

  async pickerEntries(search: string) {
    const users = await this.users.searchByName(search, 20);
    return users.map((user) => ({
      _id: user._id,
      username: user.username,
      avatar: user.avatar ?? undefined,
    }));
  }

  /** A profile background upload (§7 `uploadImage/userBG`): answers the image's full URL. */
  async uploadBackground(image: Buffer | undefined): Promise<string> {
    if (!image) throw new DomainError('invalid', 'Нет изображения', { image: 'Нет изображения' });
    const stored = await this.images.saveImage(image, 'background');
    return this.absolute(stored.full);
  }

  private absolute(url: string): string {
    return url.startsWith('/') ? `${this.config.publicUrl}${url}` : url;
  }
}
