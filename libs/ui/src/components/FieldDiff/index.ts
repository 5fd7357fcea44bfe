export { ImageDiff, type ImageDiffProps } from './ImageDiff';
export { ListDiff, type ListDiffProps } from './ListDiff';
export { TextDiff, type TextDiffProps } from './TextDiff';
