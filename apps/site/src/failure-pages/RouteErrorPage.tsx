import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '@vn/ui';
import { messageOf } from '../api/client';
import { usePageTitle } from '../app/page-title';

/** The error page (docs/product §2.2, §8: "Ошибка дес ё" with the message and a link home). */
export function ErrorContent({ error }: { error: unknown }) {
  usePageTitle('Ошибка дес ё');
  return (
    <>
      <h1>Ошибка дес ё</h1>
      <p>{messageOf(error)}</p>
      <p>
        <Link href="/">На главную</Link>
      </p>
    </>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a page that fails while loading its code or rendering (a route error, §2.2) and shows the
 * error page in its place; the shell around it keeps working, so the reader can go elsewhere.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorContent error={this.state.error} /> : this.props.children;
  }
}
