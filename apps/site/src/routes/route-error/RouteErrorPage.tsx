import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { AppShell } from '../../app/AppShell';
import { usePageTitle } from '../../app/page-title';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A page that failed while loading or rendering (SPEC.md §2.2: "Ошибка дес ё"). */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Ошибка');
  return (
    <AppShell>
      <h1>Ошибка дес ё</h1>
      <p>{messageOf(error)}</p>
      <p>
        <Link to="/">На главную</Link>
      </p>
    </AppShell>
  );
}
