import { novelRoute, postByIdRoute, routeOfSection } from '@vn/domain';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { LazyRoute } from '../../app/lazy-route';
import { ApiError, callEndpoint } from '../../api/client';
import { NotFoundPage } from '../../failure-pages/NotFoundPage';
import { ErrorContent } from '../../failure-pages/RouteErrorPage';

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

type Outcome = { address: string } | { notFound: true } | { error: unknown };

function GoPage() {
  const { kind = '', id = '' } = useParams();
  const { hash } = useLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    let current = true;
    addressOf(kind, id).then(
      (address) => current && setOutcome(address ? { address } : { notFound: true }),
      (error: unknown) =>
        current &&
        setOutcome(
          error instanceof ApiError && error.status === 404 ? { notFound: true } : { error },
        ),
    );
    return () => {
      current = false;
    };
  }, [kind, id]);
  if (!outcome) return <p role="status">Загрузка...</p>;
  if ('address' in outcome) return <Navigate replace to={`${outcome.address}${hash}`} />;
  if ('notFound' in outcome) return <NotFoundPage />;
  return <ErrorContent error={outcome.error} />;
}

export const goRoute: LazyRoute = { Component: GoPage };
