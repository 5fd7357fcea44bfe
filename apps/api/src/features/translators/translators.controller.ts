import { Controller } from '@nestjs/common';
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
  type EndpointParams,
} from '@vn/domain';
import type { z } from 'zod';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session/viewer';
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
  translator(
    @ContractParams() { id }: EndpointParams<typeof translatorEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
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
    @ContractParams() { id }: EndpointParams<typeof updateTranslatorEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody(translatorUpdateBodySchema) body: z.infer<typeof translatorUpdateBodySchema>,
  ) {
    return this.translators.update(viewer, id, body);
  }

  @Route(removeTranslatorEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof removeTranslatorEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.translators.remove(viewer, id);
  }
}
