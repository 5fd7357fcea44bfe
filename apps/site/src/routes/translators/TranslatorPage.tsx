import {
  routeOfSection,
  sectionLabels,
  type NovelCard,
  translatorPageDescription,
} from '@vn/domain';
import { Link, Spinner } from '@vn/ui';
import { useParams } from 'react-router';
import { usePageMeta } from '../../app/page-title';
import { safeLinkHref } from '../../project/project-facts';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { GroupTranslations } from './GroupTranslations';
import { useTranslator } from './use-translators';
import * as styles from './Translators.css';

/** docs/product §8 names no toast for a translator's page; ours, in the words of "Не удалось загрузить …". */
export const TRANSLATOR_LOAD_FAILED = 'Не удалось загрузить страницу переводчика';

/**
 * /translators/{url} (docs/product §2.2): a translator group's name, its external links with their
 * descriptions, its translations with their progress (§A1.10, ours), and the table of its projects,
 * each linking to /novels/{url} or /games/{url} by its section. Public. An unknown address is the not-found page; any other failure the error page.
 */
export function TranslatorPage() {
  const { id = '' } = useParams();
  const { data, error } = useTranslator(id);
  usePageMeta({
    title: data?.translator.name,
    // As the server's head says it (the projects the group translated), or the site's default.
    description: data
      ? translatorPageDescription(data.novels.map((novel) => novel.name)) || undefined
      : undefined,
  });
  const failurePage = useLoadFailurePage(data, error, TRANSLATOR_LOAD_FAILED);

  if (failurePage) return failurePage;
  if (!data) return <Spinner />;
  const { translator, novels } = data;
  const links = translator.links.flatMap((link) => {
    // Only http(s) addresses become links (a stored "javascript:" never does).
    const href = safeLinkHref(link.link);
    return href ? [{ href, text: link.description || link.link }] : [];
  });
  return (
    <article className={styles.page} aria-labelledby="translator-name">
      <h1 id="translator-name" className={styles.title}>
        {translator.name}
      </h1>
      {links.length > 0 && (
        <section aria-labelledby="translator-links">
          <h2 id="translator-links" className={styles.sectionTitle}>
            Ссылки
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href} className={styles.linkItem}>
                <Link href={link.href} target="_blank" rel="noreferrer noopener">
                  {link.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <GroupTranslations groupId={translator._id} />
      <section aria-labelledby="translator-novels">
        <h2 id="translator-novels" className={styles.sectionTitle}>
          Проекты
        </h2>
        {novels.length === 0 ? (
          <p className={styles.muted}>Пока ничего не добавлено</p>
        ) : (
          <ProjectTable novels={novels} />
        )}
      </section>
    </article>
  );
}

function ProjectTable({ novels }: { novels: readonly NovelCard[] }) {
  return (
    <table className={styles.table}>
      <caption className={styles.muted}>Проекты группы</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            Название
          </th>
          <th scope="col" className={styles.cell}>
            Раздел
          </th>
          <th scope="col" className={styles.yearCell}>
            Год
          </th>
        </tr>
      </thead>
      <tbody>
        {novels.map((novel) => (
          <tr key={novel._id}>
            <td className={styles.cell}>
              <Link href={`/${routeOfSection(novel.section)}/${encodeURIComponent(novel.url)}`}>
                {novel.name}
              </Link>
            </td>
            <td className={styles.cell}>{sectionLabels[novel.section]}</td>
            <td className={styles.yearCell}>{novel.releasedYear ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
