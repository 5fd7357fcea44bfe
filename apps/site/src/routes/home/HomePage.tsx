import { Button } from '@vn/ui';
import { usePageTitle } from '../../app/page-title';
import { useHealth, type ApiHealth } from '../../api/use-health';
import * as styles from './HomePage.css';

function describeApi(health: ApiHealth | undefined): string {
  if (!health) return 'Загрузка...';
  return health.status === 'unreachable' ? 'недоступен' : 'работает';
}

function describeDatabase(health: ApiHealth | undefined): string {
  if (!health) return 'Загрузка...';
  if (health.status === 'unreachable') return 'неизвестно';
  return health.db === 'ok' ? 'работает' : 'недоступна';
}

/** The main page. Its blocks (SPEC.md §2.2) arrive with the catalogue; for now it shows the service. */
export function HomePage() {
  usePageTitle();
  const { data: health, isValidating, mutate } = useHealth();
  return (
    <>
      <h1 className={styles.heading}>Визуальные новеллы на русском языке</h1>
      <section className={styles.statusCard} aria-labelledby="service-status">
        <h2 id="service-status" className={styles.statusTitle}>
          Состояние сервиса
        </h2>
        <dl className={styles.statusList} aria-live="polite" aria-busy={isValidating}>
          <dt className={styles.statusTerm}>API</dt>
          <dd className={styles.statusValue} data-testid="api-status">
            {describeApi(health)}
          </dd>
          <dt className={styles.statusTerm}>База данных</dt>
          <dd className={styles.statusValue} data-testid="db-status">
            {describeDatabase(health)}
          </dd>
        </dl>
        <div>
          <Button
            variant="secondary"
            size="sm"
            isPending={isValidating}
            onPress={() => void mutate()}
          >
            Обновить
          </Button>
        </div>
      </section>
    </>
  );
}
