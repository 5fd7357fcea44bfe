export {
  draftDeleteErrorMessage,
  draftMessages,
  draftStatusErrorMessage,
  novelDraftHeading,
} from './errors';
export {
  changeDraftListFilter,
  defaultDraftListFilter,
  draftListFilterSchema,
  draftListPageCount,
  draftListQuery,
  draftStatusFilterLabels,
  draftStatusFilters,
  draftStatusesOf,
  draftTypeFilterLabels,
  draftTypeFilters,
  type DraftListFilter,
  type DraftStatusFilter,
  type DraftTypeFilter,
} from './list-filters';
export {
  canViewDraft,
  deleteDraftConfirmation,
  draftActionNames,
  draftActions,
  draftStatusChangeRefusal,
  isDraftStatusChangeAllowed,
  novelDraftMachine,
  postDraftMachine,
  type DraftAction,
  type DraftActionConfirmation,
  type DraftActionName,
  type DraftMachineRow,
} from './machine';
export { jsonEqual } from './json-equal';
export { draftSavePayload, type DraftSaveFields, type DraftSaveResult } from './save-payload';
export {
  draftKinds,
  draftStatuses,
  isDraftFinished,
  isDraftSummary,
  novelDraftSummary,
  novelDraftTypes,
  postDraftSummary,
  postDraftTypes,
  type DraftKind,
  type DraftStatus,
  type DraftSummary,
  type NovelDraftSummary,
  type NovelDraftType,
  type PostDraftSummary,
  type PostDraftType,
} from './status';
export {
  draftStatusSchema,
  draftSummarySchema,
  novelDraftSummarySchema,
  novelDraftTypeSchema,
  postDraftSummarySchema,
  postDraftTypeSchema,
} from './schemas';
export {
  draftProgressSteps,
  draftStepIcons,
  draftStepLabels,
  draftStepper,
  type DraftStep,
  type DraftStepIcon,
  type DraftStepState,
} from './stepper';
export { draftStatusLabels, draftTypeLabel, draftTypeLabels } from './draft-labels';
export { draftProjectOf, type DraftProject, type DraftProjectSource } from './draft-project';
export {
  projectChangeFields,
  projectChangeLabels,
  projectChanges,
  revisionChanges,
  type ProjectChange,
  type ProjectChangeField,
  type ProjectChangeKind,
  type ProjectFieldValues,
  type ProjectImage,
} from './project-changes';
export * from './field-review';
export { draftBaseOf, unreviewedDraftFields } from './project-fields';
export {
  listDiff,
  listDiffKinds,
  textDiff,
  textDiffKinds,
  type ListDiffItem,
  type ListDiffKind,
  type TextDiffKind,
  type TextDiffPart,
} from './field-diff';
