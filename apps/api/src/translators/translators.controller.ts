import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createTranslatorEndpoint,
  removeTranslatorEndpoint,
  translatorBodySchema,
  translatorEndpoint,
  translatorsEndpoint,
  translatorsQuerySchema,
  translatorUpdateBodySchema,
  updateTranslatorEndpoint,
} from '@vn/domain';
import type { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { ContractBody, ContractQuery, Route } from '../common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../session/viewer';
import { TranslatorsService } from './translators.service';

@ApiTags('translators')
@Controller()
export class TranslatorsController {
  constructor(private readonly translators: TranslatorsService) {}

  @Route(translatorsEndpoint)
  list(@ContractQuery(translatorsQuerySchema) query: z.infer<typeof translatorsQuerySchema>) {
    return this.translators.list(query.page, query.search);
  }

  @Route(translatorEndpoint)
  translator(@Param('id') id: string, @OptionalViewer() viewer: Viewer | null) {
    // An id or a url: the service tells which (issue 20).
    return this.translators.page(viewer, id);
  }

  @Route(createTranslatorEndpoint)
  create(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(translatorBodySchema) body: z.infer<typeof translatorBodySchema>,
  ) {
    return this.translators.create(viewer, body);
  }

  @Route(updateTranslatorEndpoint)
  update(
    @Param('id') id: string,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(translatorUpdateBodySchema) body: z.infer<typeof translatorUpdateBodySchema>,
  ) {
    return this.translators.update(viewer, parseObjectId(id), body);
  }

  @Route(removeTranslatorEndpoint)
  remove(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.translators.remove(viewer, parseObjectId(id));
  }
}
