import {
  importListsEndpoint,
  listsExportEndpoint,
  previewListsImportEndpoint,
  readingTransferEndpoints,
} from '@vn/domain';
import { describe } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { describeRoleTable, signedIn, type RoleCall } from '../role-table';

let sequence = 0;

describe('lists that travel × roles, and bad input to each (docs/product §A5.5)', () => {
  const { world } = useAccountsWorld();
  const api = () => world.api;

  /** A file of ours naming a fresh project, sent as an upload. */
  const fileForm = async () => {
    sequence += 1;
    const [novel] = await addNovels(api(), [{ name: `Перенос ${sequence}` }]);
    const csv = `project_id,url,name,vndb_id,list,rating,changed_at\r\n${novel!._id},,,,read,7,\r\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'lists.csv');
    return form;
  };

  // The import's `text` is a whole file (up to 2 MB), so the JSON walk's «over-long text» is a
  // file it cannot read, not a field too long: the rows send the file as an upload, as the site
  // does, and the bad-input walk reads the query of the export.
  const calls: RoleCall[] = [
    {
      endpoint: listsExportEndpoint,
      request: async () => ({ path: '/api/lists/export', query: { kind: 'csv' } }),
      statuses: signedIn,
    },
    {
      endpoint: previewListsImportEndpoint,
      about: 'multipart',
      request: async () => ({ path: '/api/lists/import/preview', form: await fileForm() }),
      statuses: signedIn,
    },
    {
      endpoint: importListsEndpoint,
      about: 'multipart',
      request: async () => ({ path: '/api/lists/import', form: await fileForm() }),
      // Rating and listing speak to no one: a ban leaves them, and so their import.
      statuses: signedIn,
    },
  ];

  describeRoleTable('lists transfer', readingTransferEndpoints, calls, api);
});
