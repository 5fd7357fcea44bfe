import { novelRoute, postByIdRoute, postMessages, routeOfSection } from '@vn/domain';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { LazyRoute } from '../../app/lazy-route';
import { callEndpoint } from '../../api/client';
import { NotFoundPage } from '../../failure-pages/NotFoundPage';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { PROJECT_LOAD_FAILED } from '../../project/project-messages';

/**
 * `/go/novel/{id}` and `/go/post/{id}`: notifications and comment lists name projects and articles by
 * id; this page turns the id into the page's own address (keeping `#commentId`) and goes there, so
 * those links stay plain links.
 */
async function addressOf(kind: string, id: string): Promise<string | null> {
  if (kind === 'novel') {
    const novel = await callEndpoint(novelRoute, { params: { id } });
    return `/${routeOfSection(novel.section)}/${encodeURIComponent(novel.url)}`;
  }
  if (kind === 'post') {
    const post = await callEndpoint(postByIdRoute, { params: { id } });
    return `/posts/${post.countId}`;
  }
  return null;
}

/** What did not load, by the kind of page the link leads to (docs/product §8). */
const LOAD_FAILED: Record<string, string> = {
  novel: PROJECT_LOAD_FAILED,
  post: postMessages.loadFailed,
};

type Outcome = { address: string | null } | { error: unknown };

/**
 * An unknown kind, or an id the API does not know, is the not-found page; any other failure the
 * error page with a toast (docs/product §8), as on the page the link leads to.
 */
function GoPage() {
  const { kind = '', id = '' } = useParams();
  const { hash } = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let current = true;
    addressOf(kind, id).then(
      (address) => current && setOutcome({ address }),
      (error: unknown) => current && setOutcome({ error }),
    );
    return () => {
      current = false;
    };
  }, [kind, id]);
  const failurePage = useLoadFailurePage(
    outcome && 'address' in outcome ? outcome.address : undefined,
    outcome && 'error' in outcome ? outcome.error : undefined,
    LOAD_FAILED[kind] ?? PROJECT_LOAD_FAILED,
  );
  if (failurePage) return failurePage;
  if (!outcome || !('address' in outcome)) return <p role="status">Загрузка...</p>;
  if (outcome.address === null) return <NotFoundPage />;
  return <Navigate replace to={`${outcome.address}${hash}`} />;
}

export const goRoute: LazyRoute = { Component: GoPage };
