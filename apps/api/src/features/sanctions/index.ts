/*
 * The sanctions feature's public face (docs/product §A2, docs/adr/0015-sanctions-as-records.md): the
 * records and the read model the session guard and the profiles' calls use. Everything else in this
 * folder is private to it.
 */
export { SANCTIONS_COLLECTION, sanctionRecordSchema } from './sanction.schema';
export type { SanctionRecord } from './sanction.schema';
export { SanctionsByUser } from './sanctions-by-user';
export { SanctionsModule } from './sanctions.module';
export { SanctionsRepository, type SanctionLift } from './sanctions.repository';
