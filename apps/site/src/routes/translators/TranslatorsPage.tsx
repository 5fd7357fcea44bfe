import {
  createTranslatorRoute,
  groupProjectsCount,
  LIMITS,
  TIMINGS,
  translatorHref,
  type TranslatorListItem,
  landingPageMeta,
} from '@vn/domain';
import { Button, Dialog, EmptyState, Link, SearchField, useToasts } from '@vn/ui';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { useConfirm } from '../../app/confirm';
import { useConfirmedRemoval } from '../../app/use-confirmed-removal';
import { usePageTitle } from '../../app/page-title';
import { useSession } from '../../session/session';
import { emptyTranslator, TranslatorForm } from './TranslatorForm';
import {
  translatorsFilterOf,
  translatorsHref,
  type TranslatorsFilter,
} from './translators-address';
import { useTranslator, useTranslatorList, useTranslatorWrites } from './use-translators';
import * as styles from './Translators.css';

/** docs/product §2.2 /translators. */
export const TRANSLATORS_TITLE = landingPageMeta.translators.title;
/** The toast when the list does not come (§8 names none for it; ours, in its words). */
export const TRANSLATORS_LOAD_FAILED = 'Не удалось загрузить переводчиков';

/** Ours: the group an edit starts from did not load. */
const GROUP_LOAD_FAILED = 'Не удалось загрузить группу';

/**
 * /translators (docs/product §2.2): the translator groups as cards linking to /translators/{url}, 20 a
 * page (§9), searchable by name (debounced 200 ms, §9); search and page live in the address. Staff
 * (`manageTranslators`, §6) add, edit and remove groups here.
 */
export function TranslatorsPage() {
  usePageTitle(TRANSLATORS_TITLE);
  const [search] = useSearchParams();
  const filter = translatorsFilterOf(search);
  const session = useSession();
  const mayManage = session.mayCall(createTranslatorRoute);
  const [creating, setCreating] = useState(false);
  const toasts = useToasts();
  const writes = useTranslatorWrites();

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{TRANSLATORS_TITLE}</h1>
        {mayManage && (
          <Button onPress={() => setCreating(true)}>
            <Plus aria-hidden size="1em" />
            Добавить группу
          </Button>
        )}
      </div>
      <TranslatorSearch filter={filter} />
      <TranslatorList filter={filter} mayManage={mayManage} />
      {mayManage && (
        <Dialog title="Новая группа переводчиков" isOpen={creating} onOpenChange={setCreating}>
          <TranslatorForm
            initial={emptyTranslator}
            onCancel={() => setCreating(false)}
            onSubmit={async (body) => {
              await writes.create(body);
              setCreating(false);
              toasts.success('Группа добавлена');
            }}
          />
        </Dialog>
      )}
    </div>
  );
}

/** The search box: what is typed goes into the address 200 ms after the last key (§9). */
function TranslatorSearch({ filter }: { filter: TranslatorsFilter }) {
  const navigate = useNavigate();
  const [text, setText] = useState(filter.search);
  const [shownSearch, setShownSearch] = useState(filter.search);
  // The address changed by other means (back, a link): the box shows it (state adjusted while
  // rendering, React's way for state that follows a prop).
  if (filter.search !== shownSearch) {
    setShownSearch(filter.search);
    if (text.trim() !== filter.search) setText(filter.search);
  }
  useEffect(() => {
    if (text.trim() === filter.search) return;
    const timer = setTimeout(() => {
      // A new search starts at its first page; typing is not a step to go back to.
      void navigate(translatorsHref({ search: text.trim(), page: 0 }), { replace: true });
    }, TIMINGS.userSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, filter.search, navigate]);
  return (
    <SearchField
      className={styles.search}
      label="Поиск по названию"
      value={text}
      onChange={setText}
    />
  );
}

function TranslatorList({ filter, mayManage }: { filter: TranslatorsFilter; mayManage: boolean }) {
  const load = useTranslatorList(filter);

  return (
    <Loaded load={load} failureMessage={TRANSLATORS_LOAD_FAILED}>
      {(data) => {
        const pageCount = Math.ceil(data.count / LIMITS.translatorsPageSize);
        return (
          <>
            {data.translators.length === 0 ? (
              <EmptyState kind={filter.search ? 'nothingFound' : 'nothing'} />
            ) : (
              <ul className={styles.cards} aria-label="Группы переводчиков">
                {data.translators.map((translator) => (
                  <TranslatorCard
                    key={translator._id}
                    translator={translator}
                    mayManage={mayManage}
                  />
                ))}
              </ul>
            )}
            <AddressPaginator
              page={Math.min(filter.page, pageCount - 1)}
              pageCount={pageCount}
              hrefOf={(page) => translatorsHref({ ...filter, page })}
            />
          </>
        );
      }}
    </Loaded>
  );
}

function TranslatorCard({
  translator,
  mayManage,
}: {
  translator: TranslatorListItem;
  mayManage: boolean;
}) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardName}>
        <Link href={translatorHref(translator)} variant="quiet">
          {translator.name}
        </Link>
      </h2>
      <span className={styles.muted}>{groupProjectsCount(translator.novelsCount)}</span>
      {mayManage && (
        <div className={styles.cardActions}>
          <EditTranslatorButton translator={translator} />
          <RemoveTranslatorButton translator={translator} />
        </div>
      )}
    </li>
  );
}

function EditTranslatorButton({ translator }: { translator: TranslatorListItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Редактировать группу «${translator.name}»`}
        onPress={() => setOpen(true)}
      >
        <Pencil aria-hidden size="1em" />
        Редактировать
      </Button>
      <Dialog title="Редактирование группы" isOpen={open} onOpenChange={setOpen}>
        {open && <EditTranslatorForm id={translator._id} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

/** The form of a group as it is now: its projects by name come with its page. */
function EditTranslatorForm({ id, onDone }: { id: string; onDone: () => void }) {
  const load = useTranslator(id);
  const toasts = useToasts();
  const writes = useTranslatorWrites();
  return (
    <Loaded load={load} failureMessage={GROUP_LOAD_FAILED}>
      {(data) => (
        <TranslatorForm
          initial={{
            name: data.translator.name,
            links: data.translator.links.map(({ link, description }) => ({ link, description })),
            novels: data.novels.map((novel) => ({ _id: novel._id, name: novel.name })),
          }}
          onCancel={onDone}
          onSubmit={async (body) => {
            await writes.update(id, body);
            onDone();
            toasts.success('Группа сохранена');
          }}
        />
      )}
    </Loaded>
  );
}

function RemoveTranslatorButton({ translator }: { translator: TranslatorListItem }) {
  const confirm = useConfirm();
  const toasts = useToasts();
  const writes = useTranslatorWrites();
  const removal = useConfirmedRemoval({
    ask: () =>
      confirm({
        title: `Удалить группу «${translator.name}»?`,
        message: 'Проекты группы и их переводы останутся в каталоге.',
        confirmLabel: 'Удалить',
        variant: 'destructive',
      }),
    remove: () => writes.remove(translator._id),
    done: () => toasts.success('Группа удалена'),
    failureOf: (error) => `Не удалось удалить группу: ${(error as Error).message}`,
  });

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Удалить группу «${translator.name}»`}
      isPending={removal.pending}
      onPress={() => void removal.run()}
    >
      <Trash2 aria-hidden size="1em" />
      Удалить
    </Button>
  );
}
