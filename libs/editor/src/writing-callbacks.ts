/** What the app gives the editors to find users and projects and to upload pictures. */
export type { ProjectReference } from './extensions/novel-link-extension';
export type { SearchProjects } from './writing-tools/ProjectLinkTool';
export type { SearchUsers, UserSuggestion } from './writing-tools/MentionSuggestions';
export type { UploadImage } from './writing-tools/use-image-upload';
