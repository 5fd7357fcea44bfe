export { LengthRangePicker, type LengthRangePickerProps } from './LengthRangePicker';
