export {
  UpdateTimeline,
  type UpdateTimelineItem,
  type UpdateTimelinePatch,
  type UpdateTimelineProps,
} from './UpdateTimeline';
