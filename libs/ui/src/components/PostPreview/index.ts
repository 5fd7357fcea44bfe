export { PostPreview, type PostPreviewProps } from './PostPreview';
