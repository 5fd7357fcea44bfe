import { filtersRoute, novelDraftRoute, novelRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/** The vocabularies of the tag inputs (`GET /api/filters`), entries with their ids. */
export function useFormVocabularies() {
  const { data, error } = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
  return {
    vocabularies: {
      genres: data?.genres ?? [],
      tags: data?.tags ?? [],
      platforms: data?.platforms ?? [],
    },
    error,
  };
}

/** The project an edit starts from (`GET /api/novels/{id}`); nothing for a guest. */
export function useEditedProject(id: string, signedIn: boolean) {
  return useEndpoint(novelRoute, signedIn ? { params: { id } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The draft an edit continues (`GET /api/drafts/{id}`); nothing for a guest. */
export function useEditedDraft(id: string, signedIn: boolean) {
  return useEndpoint(novelDraftRoute, signedIn ? { params: { id } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
