import {
  countRu,
  importListsRoute,
  listPageRoute,
  listsExportRoute,
  previewListsImportRoute,
  readerRatingsRoute,
  readingListLabels,
  TRANSFER_LIMITS,
  transferChangeLabels,
  transferFormatLabels,
  transferMessages,
  userListsRoute,
  type EndpointResult,
  type ExportFileKind,
  type importListsEndpoint,
  type previewListsImportEndpoint,
} from '@vn/domain';
import { Button } from '@vn/ui';
import { useId, useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { callEndpoint, messageOf } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import * as styles from './ListsTransfer.css';
import { FormFailure } from '../../forms/FormFailure';

type Preview = EndpointResult<typeof previewListsImportEndpoint>;
type ImportResult = EndpointResult<typeof importListsEndpoint>;

const records = { one: 'запись', few: 'записи', many: 'записей' };
const rowsForms = { one: 'строка', few: 'строки', many: 'строк' };

/** The accepted files: ours (JSON, CSV) and the external database's XML. */
const acceptedFileTypes = [
  '.json',
  '.csv',
  '.xml',
  'application/json',
  'text/csv',
  'application/xml',
  'text/xml',
];

/** Hands a text to the browser as a file to save. */
function saveFile(fileName: string, mediaType: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file as the import calls take it: multipart, in `file`. */
function formOf(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** «Скачать JSON», «Скачать CSV». */
function ExportButtons() {
  const [busy, setBusy] = useState<ExportFileKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (kind: ExportFileKind) => {
    setBusy(kind);
    setFailure(null);
    try {
      const file = await callEndpoint(listsExportRoute, { query: { kind } });
      saveFile(file.fileName, file.mediaType, file.text);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.part}>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isPending={busy === 'json'}
          onPress={() => void download('json')}
        >
          Скачать JSON
        </Button>
        <Button variant="secondary" isPending={busy === 'csv'} onPress={() => void download('csv')}>
          Скачать CSV
        </Button>
      </div>
      <FormFailure message={failure} />
    </div>
  );
}

/** What the file would do: the rows matched and what each changes, the rows left out and why. */
function PreviewView({ preview }: { preview: Preview }) {
  return (
    <div className={styles.part}>
      <p>
        {`${transferFormatLabels[preview.format]}: ${countRu(preview.rows, rowsForms)}, найдено проектов: `}
        <span className={styles.count}>{preview.matched.length}</span>
        {`, не перенесено: `}
        <span className={styles.count}>{preview.unmatched.length}</span>
      </p>
      {preview.ignoredLabels.length > 0 && (
        <p className={styles.note}>
          {`Метки VNDB, которых нет среди списков, пропущены: ${preview.ignoredLabels.join(', ')}`}
        </p>
      )}
      <PreviewTable
        caption="Что изменится"
        columns={['Строка', 'Проект', 'Список', 'Оценка', 'Изменение']}
        rows={preview.matched}
        cells={(row) => [
          row.row,
          row.name,
          row.list ? readingListLabels[row.list] : '—',
          row.rating ?? '—',
          <>
            {transferChangeLabels[row.change]}
            {row.note && <span className={styles.note}>{` (${row.note})`}</span>}
          </>,
        ]}
      />
      <PreviewTable
        caption="Не перенесено"
        columns={['Строка', 'Название в файле', 'Причина']}
        rows={preview.unmatched}
        cells={(row) => [row.row, row.name || '—', row.reason]}
      />
    </div>
  );
}

/**
 * One table of the preview, named by its caption and scrolled sideways on a narrow screen: a row
 * of the file a line, its cells as `cells` gives them; nothing when no row of the file is in it.
 * Both tables of the preview (what changes, what is left out) are drawn alike.
 */
function PreviewTable<Row extends { row: number }>({
  caption,
  columns,
  rows,
  cells,
}: {
  caption: string;
  columns: string[];
  rows: Row[];
  cells: (row: Row) => ReactNode[];
}) {
  const captionId = useId();
  if (rows.length === 0) return null;
  return (
    <div className={styles.scroll}>
      <table className={styles.rows} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.partTitle}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} className={styles.cell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              {cells(row).map((cell, index) => (
                <td key={index} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The import: a file chosen, checked (nothing written), then imported. */
function ImportPart() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const revalidateCalls = useRevalidateCalls();
  const hintId = useId();

  const choose = (files: FileList | null) => {
    const chosen = files?.[0] ?? null;
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setFailure(chosen.size > TRANSFER_LIMITS.maxBytes ? transferMessages.tooLarge : null);
  };
  // A failure keeps the chosen file: the reader may try again or choose another.
  const run = async (step: 'check' | 'import') => {
    if (!file) return;
    setBusy(step);
    setFailure(null);
    try {
      if (step === 'check') {
        setResult(null);
        setPreview(await callEndpoint(previewListsImportRoute, { formData: formOf(file) }));
      } else {
        setResult(await callEndpoint(importListsRoute, { formData: formOf(file) }));
        setPreview(null);
        await revalidateCalls(userListsRoute, listPageRoute, readerRatingsRoute);
      }
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(null);
    }
  };
  const toWrite = preview?.matched.filter((row) => row.change !== 'same').length ?? 0;

  return (
    <div className={styles.part}>
      <h3 className={styles.partTitle}>Импорт</h3>
      <p id={hintId} className={styles.note}>
        {`Выгрузка этого сайта (JSON или CSV) или выгрузка списка VNDB (XML), до ${
          TRANSFER_LIMITS.maxBytes / 1024 / 1024
        } МБ. Сначала проверьте файл: до импорта ничего не меняется. Импорт добавляет и заменяет, но ничего не удаляет.`}
      </p>
      <div className={styles.actions}>
        <FileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={choose}>
          <Button variant="secondary" aria-describedby={hintId}>
            Выбрать файл для импорта
          </Button>
        </FileTrigger>
        <span role="status">{file ? `Выбран файл: ${file.name}` : 'Файл не выбран'}</span>
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={!file || busy !== null}
          isPending={busy === 'check'}
          onPress={() => void run('check')}
        >
          Проверить файл
        </Button>
      </div>
      <FormFailure message={failure} />
      {preview && <PreviewView preview={preview} />}
      {preview &&
        (toWrite > 0 ? (
          <div className={styles.actions}>
            <Button
              variant="primary"
              isDisabled={busy !== null}
              isPending={busy === 'import'}
              onPress={() => void run('import')}
            >
              {`Импортировать ${countRu(toWrite, records)}`}
            </Button>
          </div>
        ) : (
          <p role="status">Импортировать нечего: в файле нет изменений для ваших списков.</p>
        ))}
      {result && (
        <p role="status">
          {`Импорт завершён: записано ${result.written}, без изменений ${result.unchanged}, пропущено ${result.skipped}.`}
        </p>
      )}
    </div>
  );
}

/**
 * «Перенос списков» (docs/product §A5.5, ours): the reader's lists and ratings downloaded as JSON
 * or CSV, and a file imported in two steps. Loaded only when the owner opens it on their lists page.
 */
export function ListsTransfer({ headingId }: { headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Перенос списков
      </h2>
      <ExportButtons />
      <ImportPart />
    </section>
  );
}
