export {
  Carousel,
  swipeDirection,
  videoEmbedUrl,
  type CarouselImage,
  type CarouselItem,
  type CarouselProps,
  type CarouselVideo,
  type SwipeDirection,
} from './Carousel';
