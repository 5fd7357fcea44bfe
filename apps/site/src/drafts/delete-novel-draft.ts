import { deleteDraftRoute, draftListRoute } from '@vn/domain';
import { callEndpoint } from '../api/client';
import { revalidateCalls } from '../api/revalidate';

/**
 * Deletes a draft that was never applied (docs/product §4). The draft lists are refreshed, not the
 * deleted draft's own entry, which would only answer "Not Found" now.
 */
export async function deleteNovelDraft(id: string): Promise<void> {
  await callEndpoint(deleteDraftRoute, { params: { id } });
  void revalidateCalls(draftListRoute);
}
