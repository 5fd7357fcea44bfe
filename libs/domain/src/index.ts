export { slugFromName } from './catalogue/slug';
export { defineEndpoint, type Endpoint } from './api/endpoint';
export {
  errorEnvelopeSchema,
  errorMessageOf,
  resultEnvelopeSchema,
  type ErrorEnvelope,
  type ResultEnvelope,
} from './api/envelope';
export { healthEndpoint, healthStatusSchema, type HealthStatus } from './api/health';
