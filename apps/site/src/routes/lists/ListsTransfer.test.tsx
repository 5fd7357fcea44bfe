import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndpointResult, previewListsImportEndpoint } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { ListsPage } from './ListsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const preview: EndpointResult<typeof previewListsImportEndpoint> = {
  format: 'vndb',
  rows: 4,
  matched: [
    {
      row: 1,
      projectId: '6650a1b2c3d4e5f6a7b8c001',
      name: 'Steins;Gate',
      matchedBy: 'vndb',
      list: 'read',
      rating: 9,
      change: 'new',
      note: null,
    },
    {
      row: 2,
      projectId: '6650a1b2c3d4e5f6a7b8c002',
      name: 'Ёлочные игрушки',
      matchedBy: 'name',
      list: 'partialRead',
      rating: null,
      change: 'list',
      note: null,
    },
    {
      row: 3,
      projectId: '6650a1b2c3d4e5f6a7b8c003',
      name: 'Лето',
      matchedBy: 'name',
      list: 'read',
      rating: null,
      change: 'same',
      note: null,
    },
  ],
  unmatched: [{ row: 4, name: 'Нет такой', reason: 'не найден проект' }],
  ignoredLabels: ['Перечитать'],
};

/** The reader's own lists page (or another reader's), with their lists empty. */
function renderLists(owner = 'user-staff') {
  const api = new FakeApi()
    .result('GET /api/settings', sessionOf('staff'))
    .result(`GET /api/users/${owner}/lists`, []);
  renderRoutePage(api, {
    page: <ListsPage />,
    patterns: ['/lists/:username'],
    path: `/lists/${owner}`,
  });
  return api;
}

async function openTransfer() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Перенос списков' }));
  await screen.findByRole('heading', { name: 'Перенос списков' });
  return user;
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, name = 'vndb.xml') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['<vndb-export/>'], name, { type: 'text/xml' }));
  expect(screen.getByText(`Выбран файл: ${name}`)).toBeInTheDocument();
}

describe('«Перенос списков» on the reader’s own lists (docs/product §A5.5)', () => {
  it('is offered to the owner only, and loads when opened', async () => {
    renderLists('someone-else');
    await screen.findByRole('heading', { name: 'Списки' });
    expect(screen.queryByRole('button', { name: 'Перенос списков' })).not.toBeInTheDocument();
    cleanup();

    renderLists();
    const toggle = await screen.findByRole('button', { name: 'Перенос списков' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Скачать JSON' })).not.toBeInTheDocument();
    await openTransfer();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить файл' })).toBeDisabled();
  });

  it('downloads the export as a file named by the API', async () => {
    const api = renderLists().result('GET /api/lists/export', {
      fileName: 'vn-lists-user-staff-2026-11-30.json',
      mediaType: 'application/json',
      text: '{}',
      records: 0,
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:lists');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const user = await openTransfer();
    await user.click(screen.getByRole('button', { name: 'Скачать JSON' }));
    await waitFor(() => expect(clicked).toEqual(['vn-lists-user-staff-2026-11-30.json']));
    expect(api.callsTo('GET /api/lists/export')[0]!.query.get('kind')).toBe('json');
  });

  it('checks the file, shows what matched, what changes and what is left out, then imports', async () => {
    const api = renderLists()
      .result('POST /api/lists/import/preview', preview)
      .result('POST /api/lists/import', { written: 2, unchanged: 1, skipped: 1 });
    const user = await openTransfer();
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));

    const changes = await screen.findByRole('table', { name: 'Что изменится' });
    expect(
      within(changes).getByRole('row', { name: /Steins;Gate Прочитано 9 новая запись/ }),
    ).toBeInTheDocument();
    expect(within(changes).getByText('меняет список')).toBeInTheDocument();
    const left = screen.getByRole('table', { name: 'Не перенесено' });
    expect(
      within(left).getByRole('row', { name: '4 Нет такой не найден проект' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/выгрузка списка VNDB \(XML\): 4 строки, найдено проектов:/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Перечитать/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/lists/import')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Импортировать 2 записи' }));
    expect(
      await screen.findByText('Импорт завершён: записано 2, без изменений 1, пропущено 1.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/lists/import')).toHaveLength(1);
    // The lists are read again.
    await waitFor(() =>
      expect(api.callsTo('GET /api/users/user-staff/lists').length).toBeGreaterThan(1),
    );
  });

  it('keeps the chosen file and shows the API’s message when a step fails', async () => {
    renderLists().failure(
      'POST /api/lists/import/preview',
      400,
      'Не удалось прочитать файл: DOCTYPE не допускается',
    );
    const user = await openTransfer();
    await chooseFile(user, 'bad.xml');
    await user.click(screen.getByRole('button', { name: 'Проверить файл' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось прочитать файл: DOCTYPE не допускается',
    );
    expect(screen.getByText('Выбран файл: bad.xml')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить файл' })).toBeEnabled();
  });
});
