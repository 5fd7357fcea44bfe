import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  importListsEndpoint,
  listsExportEndpoint,
  listsImportBodySchema,
  previewListsImportEndpoint,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { ContractQuery, readForm, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { ListsTransferService, type ImportInput } from './lists-transfer.service';

/** The file to import: the upload `file` (multipart) or `text` (JSON); the files are data, not images. */
async function importInput(request: FastifyRequest): Promise<ImportInput> {
  const { body, files } = await readForm(request, listsImportBodySchema, { files: 'data' });
  return { file: files['file']?.[0], text: body.text };
}

/** Lists that travel (docs/product §A5.5, ours): export, preview of an import, import. */
@ApiTags('reading')
@Controller()
export class ListsTransferController {
  constructor(private readonly transfer: ListsTransferService) {}

  @Route(listsExportEndpoint)
  exportLists(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof listsExportEndpoint>,
  ) {
    return this.transfer.exportFile(viewer, query.kind);
  }

  @Route(previewListsImportEndpoint)
  async preview(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    return this.transfer.preview(viewer, await importInput(request));
  }

  @Route(importListsEndpoint)
  async import(@CurrentViewer() viewer: Viewer, @Req() request: FastifyRequest) {
    return this.transfer.import(viewer, await importInput(request));
  }
}
