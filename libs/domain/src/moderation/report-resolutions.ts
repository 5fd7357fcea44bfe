/*
 * How a moderator resolves a report (docs/product §A3.3, ours), apart from the rest of reports.ts:
 * the bell's text names a resolution on every page, and a module is loaded whole with the first
 * page that uses any of it, so the reasons, the messages and the weights stay out of the first
 * visit.
 */

/** How a moderator resolves what was reported (docs/product §A3.3). */
export const reportResolutions = ['removed', 'edited', 'sanctioned', 'dismissed'] as const;
export type ReportResolution = (typeof reportResolutions)[number];

export const reportResolutionLabels: Record<ReportResolution, string> = {
  removed: 'Удалено',
  edited: 'Исправлено',
  sanctioned: 'Автор ограничен',
  dismissed: 'Нарушения нет',
};

const reportResolutionSet: ReadonlySet<string> = new Set(reportResolutions);

/** Whether a text names a resolution (a notification's `status`). */
export function isReportResolution(value: string): value is ReportResolution {
  return reportResolutionSet.has(value);
}

/** Whether a resolution agrees with the reporters: anything but «нарушения нет». */
export function isUpheld(resolution: ReportResolution): boolean {
  return resolution !== 'dismissed';
}
