export { MessageBubble, type MessageBubbleProps } from './MessageBubble';
