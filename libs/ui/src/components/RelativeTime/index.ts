export { createPageClock, type PageClock } from './page-clock';
export {
  PageClockProvider,
  RelativeTime,
  useClockNow,
  useClockTimeZone,
  type RelativeTimeProps,
} from './RelativeTime';
