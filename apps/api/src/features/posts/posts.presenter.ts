import {
  POST_BODY_VERSION,
  type Post,
  type PostDraftView,
  type UserRef,
  storedCount,
} from '@vn/domain';
import type { UserRecord } from '../users';
import type { PostDraftRecord, PostRecord } from './post.schema';

/** The users a presentation names, already read. */
export type UserLookup = (id: string) => UserRecord | null;

/** A user as records show them (docs/product §3: createdBy {_id, username}); a removed account keeps its id. */
export function presentUserRef(id: string, lookup: UserLookup): UserRef {
  const user = lookup(id);
  return {
    _id: id,
    username: user?.username ?? '',
    ...(user?.avatar ? { avatar: user.avatar } : {}),
  };
}

/** An article (docs/product §3 Post): `version` only when the body is blocks. */
export function presentPost(record: PostRecord, lookup: UserLookup): Post {
  return {
    _id: record._id,
    countId: record.countId,
    title: record.title,
    body: record.body,
    section: record.section,
    createdBy: presentUserRef(record.createdBy, lookup),
    createdAt: record.createdAt.toISOString(),
    ...(typeof record.version === 'number' ? { version: record.version } : {}),
    viewsCount: storedCount(record.viewsCount),
  };
}

/**
 * An article draft (docs/product §3 Post draft): the edited article also as the `value` JSON text §3
 * names, so a client that reads `value` and one that reads the fields agree.
 */
export function presentPostDraft(record: PostDraftRecord, lookup: UserLookup): PostDraftView {
  const { username } = presentUserRef(record.createdBy, lookup);
  return {
    _id: record._id,
    title: record.title,
    shortDescription: record.shortDescription,
    type: record.type,
    status: record.status,
    value: JSON.stringify({
      title: record.title,
      section: record.section,
      body: record.body,
      shortDescription: record.shortDescription,
      version: POST_BODY_VERSION,
    }),
    post: record.post,
    poster: record.poster,
    createdBy: { _id: record.createdBy, username },
    updatedAt: record.updatedAt.toISOString(),
    section: record.section,
    createdAt: record.createdAt.toISOString(),
    commentsCount: storedCount(record.commentsCount),
    countId: record.countId ?? null,
    review: record.review
      ? {
          by: record.review.by,
          at: record.review.at.toISOString(),
          accepted: [],
          rejected: [],
          reason: record.review.reason,
        }
      : null,
  };
}
