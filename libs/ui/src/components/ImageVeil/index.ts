export { ImageVeil, VeilCover, veiledImage, type ImageVeilProps } from './ImageVeil';
