import { Skeleton, Spinner } from '@vn/ui';
import * as styles from './ProjectPage.css';

/** While the project loads: its shape, and "Загрузка..." for screen readers and eyes (docs/product §8). */
export function ProjectLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner />
      <div className={styles.overview}>
        <Skeleton shape="rect" height="18rem" />
        <div>
          <Skeleton width="60%" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="40%" />
        </div>
      </div>
    </div>
  );
}
