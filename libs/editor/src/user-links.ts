/**
 * The `rel` of a link a reader typed, in the renderer and the editor alike: the site does not
 * endorse it (nofollow), and the page it opens gets no handle on ours or our address.
 */
export const USER_LINK_REL = 'noopener noreferrer nofollow';
