/** Development status of a project with its Russian label (docs/product §3). */
export const developmentStatuses = ['done', 'demo', 'inProcess', 'freeze', 'demoFreeze'] as const;
export type DevelopmentStatus = (typeof developmentStatuses)[number];

export const developmentStatusLabels: Record<DevelopmentStatus, string> = {
  done: 'Полный',
  demo: 'Частичный',
  inProcess: 'В разработке',
  freeze: 'Заморожен',
  demoFreeze: 'Частичный, заморожен',
};

/** The expected-release field exists only for demo or inProcess projects (§4). */
export function showsExpectedRelease(status: DevelopmentStatus): boolean {
  return status === 'demo' || status === 'inProcess';
}

/** The release-date label depends on the status (§4). */
export function releaseDateLabel(status: DevelopmentStatus): string {
  return status === 'demo' || status === 'demoFreeze'
    ? 'Дата выхода рабочей версии'
    : 'Дата выхода';
}

/** Unfinished projects that are not playable yet cannot be rated (§4). */
export function canBeRated(status: DevelopmentStatus): boolean {
  return status !== 'inProcess' && status !== 'freeze';
}

/** Defaults of a new project (§4). */
export const newProjectDefaults = {
  section: 'novel',
  status: 'done',
  originalLanguage: 'jp',
} as const;
