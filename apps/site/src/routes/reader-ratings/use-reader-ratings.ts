import { readerRatingsRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** The ratings of the reader named in the address, as the viewer may see them (docs/product §A5.3). */
export function useReaderRatings(username: string) {
  return useEndpoint(readerRatingsRoute, { params: { username } }, { shouldRetryOnError: false });
}
