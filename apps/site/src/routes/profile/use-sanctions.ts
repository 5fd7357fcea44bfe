import { userSanctionsRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/**
 * A user's sanctions, newest first, with the repeat rule's suggestion per scope for staff
 * (`GET /api/profile/{id}/sanctions`, docs/product §A2.6); null: not asked.
 */
export function useUserSanctions(userId: string | null) {
  return useEndpoint(userSanctionsRoute, userId === null ? null : { params: { id: userId } });
}
