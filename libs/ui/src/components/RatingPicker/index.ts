export { RatingPicker, type RatingPickerProps } from './RatingPicker';
