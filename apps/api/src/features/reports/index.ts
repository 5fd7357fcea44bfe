/*
 * The reports feature's public face (docs/product §A3): the module the app registers. Everything
 * else in this folder is private to it.
 */
export { REPORT_CASES_COLLECTION, reportCaseSchema } from './report-case.schema';
export { ReportsModule } from './reports.module';
