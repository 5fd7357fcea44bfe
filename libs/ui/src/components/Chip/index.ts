export {
  BanChip,
  Chip,
  ModeratorChip,
  type BanChipProps,
  type ChipProps,
  type ModeratorChipProps,
} from './Chip';
