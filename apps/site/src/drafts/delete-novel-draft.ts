import { deleteDraftRoute } from '@vn/domain';
import { callEndpoint } from '../api/client';
import { revalidateCalls } from '../api/revalidate';

/**
 * Deletes a draft that was never applied (docs/product §4). The draft lists are refreshed (their
 * addresses always carry a query), not the deleted draft's own entry, which would only answer
 * "Not Found" now.
 */
export async function deleteNovelDraft(id: string): Promise<void> {
  await callEndpoint(deleteDraftRoute, { params: { id } });
  void revalidateCalls('/api/drafts?');
}
