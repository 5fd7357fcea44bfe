import type { CommentResult } from '@vn/domain';

/**
 * A comment as the API answers it, everything filled (the API is held to the contract; the site
 * fills no defaults): `[b]Текст[/b] {id}` by "Читатель" on a project.
 */
export function aComment(id: string, fields: Partial<CommentResult> = {}): CommentResult {
  return {
    _id: id,
    content: `[b]Текст[/b] ${id}`,
    createdBy: { _id: '6650a1b2c3d4e5f6a7b8c9aa', username: 'Читатель' },
    createdAt: '2024-01-01T10:00:00.000Z',
    source: '6650a1b2c3d4e5f6a7b8c9d0',
    sourceType: 'game',
    removed: false,
    images: [],
    review: false,
    likes: 0,
    dislikes: 0,
    userLike: null,
    ...fields,
  };
}
