import { Link } from '@vn/ui';
import { usePageTitle } from '../app/page-title';

/** Any unknown path (docs/product §2.2). */
export function NotFoundPage() {
  usePageTitle('Страница не найдена');
  return (
    <>
      <h1>Страница не найдена</h1>
      <p>
        <Link href="/">На главную</Link>
      </p>
    </>
  );
}
