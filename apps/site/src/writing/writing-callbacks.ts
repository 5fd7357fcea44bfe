import { novelsRoute, uploadCommentImageRoute, usersEntitiesRoute } from '@vn/domain';
import type {
  ProjectReference,
  SearchProjects,
  SearchUsers,
  UploadImage,
} from '@vn/editor/markup-editor';
import { callEndpoint } from '../api/client';

/*
 * What the site gives the editors (libs/editor has no data access): finding users for `@` mentions,
 * projects for `[novel]` links, and uploading pictures. One set for every writing surface.
 */

/** docs/product §7: the user search is debounced by 200 ms. */
export const USER_SEARCH_DEBOUNCE_MS = 200;

/** Projects offered for a `[novel]` link. */
const PROJECT_SUGGESTIONS = 10;

let pendingUserSearch: { timer: ReturnType<typeof setTimeout>; settle: () => void } | null = null;

/**
 * `GET /api/usersEntities?search=` once the writer has paused for 200 ms: a search that a newer
 * keystroke replaces answers nothing, and the newer one asks.
 */
export const searchUsers: SearchUsers = (query) => {
  if (pendingUserSearch) {
    clearTimeout(pendingUserSearch.timer);
    pendingUserSearch.settle();
  }
  return new Promise((resolve, reject) => {
    const settle = () => resolve([]);
    const timer = setTimeout(() => {
      pendingUserSearch = null;
      callEndpoint(usersEntitiesRoute, { query: { search: query } }).then(resolve, reject);
    }, USER_SEARCH_DEBOUNCE_MS);
    pendingUserSearch = { timer, settle };
  });
};

/** Projects whose name matches, novels and games alike (`GET /api/novels?search=…&section=all`). */
export const searchProjects: SearchProjects = async (query) => {
  const { novels } = await callEndpoint(novelsRoute, {
    query: { search: query, section: 'all', limit: PROJECT_SUGGESTIONS },
  });
  return novels.map((novel): ProjectReference => ({ url: novel.url, name: novel.name }));
};

/**
 * A picture in a comment, review or article (`POST /api/uploadImage/comment`, docs/product §7: the
 * multipart `image`; the answer is its address).
 */
export const uploadCommentImage: UploadImage = async (file) => {
  const formData = new FormData();
  formData.append('image', file);
  return callEndpoint(uploadCommentImageRoute, { formData });
};
