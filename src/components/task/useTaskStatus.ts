import { createSelector } from '@reduxjs/toolkit';
import {
  portalApi,
  travelAppOf,
  useGetAgreementQuery,
  useGetMealRequestsQuery,
  useGetTravelAppQuery,
  useGetWhatsAppQuery,
  useListCustomerDocumentsQuery,
  useListFlightDocumentsQuery,
} from '../../api/portalApi';
import {
  selectPortalApiInstalled,
  useAppSelector,
  type RootState,
  type StateWithApi,
} from '../../api/state';
import {
  isCompleted,
  TASK_KEYS,
  type StatusMessages,
  type TaskKey,
  type TaskStatus,
} from './statusModel';

export interface TaskStatusView {
  status: TaskStatus | null;
  statusMessages: StatusMessages | null;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
}

interface StatusRecord {
  status?: TaskStatus;
  statusMessages?: StatusMessages;
}

type QueryView = { data?: StatusRecord; isLoading: boolean; isFetching: boolean; error?: unknown };

// One subscribing hook per task. A component asks for one task and keeps asking for the same one
// (its key never changes), so calling the hook looked up by key keeps the hooks' order stable.
const useAgreementStatus = (): QueryView => useGetAgreementQuery();
const useMealsStatus = (): QueryView => useGetMealRequestsQuery();
const usePassportsStatus = (): QueryView => useListCustomerDocumentsQuery();
const useFlightsStatus = (): QueryView => useListFlightDocumentsQuery();
const useWhatsAppStatus = (): QueryView => useGetWhatsAppQuery();
function useTravelAppStatus(): QueryView {
  const query = useGetTravelAppQuery();
  return { ...query, data: travelAppOf(query.data) };
}

const STATUS_HOOKS: Record<TaskKey, () => QueryView> = {
  docusign: useAgreementStatus,
  meals: useMealsStatus,
  passports: usePassportsStatus,
  flights: useFlightsStatus,
  whatsapp: useWhatsAppStatus,
  axusapp: useTravelAppStatus,
};

const recordOf = (query: { data?: StatusRecord }) =>
  query.data && typeof query.data === 'object' ? query.data : null;

/** A failed load gives a null status, which shows the warning icon. */
function statusOf(query: { data?: StatusRecord; error?: unknown }): TaskStatus | null {
  const status = recordOf(query)?.status;
  return query.error || typeof status !== 'string' ? null : status;
}

function viewOf(query: QueryView): TaskStatusView {
  return {
    status: statusOf(query),
    statusMessages: recordOf(query)?.statusMessages ?? null,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  };
}

/**
 * One task's status from the same cached query its page uses, so a submit anywhere
 * (tag invalidation) refreshes the menu, the dashboard card and the page together.
 */
export function useTaskStatus(key: TaskKey): TaskStatusView {
  const useStatusQuery = STATUS_HOOKS[key];
  return viewOf(useStatusQuery());
}

// The summaries below read the six cached answers without subscribing: the cards and the menu
// hold the subscriptions. One selector each, instead of six more query hooks per summary, keeps
// every answer's re-render small.
/** A cache entry as the endpoint's selector gives it (no subscription, so no `isFetching`). */
type CachedQuery = { data?: StatusRecord; error?: unknown; isSuccess: boolean; isError: boolean };

const TASK_SELECTORS: Record<TaskKey, (state: StateWithApi) => CachedQuery> = {
  docusign: portalApi.endpoints.getAgreement.select(),
  meals: portalApi.endpoints.getMealRequests.select(),
  passports: portalApi.endpoints.listCustomerDocuments.select(),
  flights: portalApi.endpoints.listFlightDocuments.select(),
  whatsapp: portalApi.endpoints.getWhatsApp.select(),
  axusapp: createSelector([portalApi.endpoints.getTravelApp.select()], (query) => ({
    ...query,
    data: travelAppOf(query.data),
  })),
};

/** Not asked yet (the query starts once its card or menu link mounts) counts as loading. */
const settled = (query: CachedQuery) => query.isSuccess || query.isError;

const selectCompletedCount = (state: RootState) =>
  selectPortalApiInstalled(state)
    ? TASK_KEYS.filter((key) => isCompleted(statusOf(TASK_SELECTORS[key](state)))).length
    : 0;

const selectAnyTaskFetching = (state: RootState) =>
  !selectPortalApiInstalled(state) || TASK_KEYS.some((key) => !settled(TASK_SELECTORS[key](state)));

export function useCompletedTaskCount(): { completed: number; total: number } {
  return { completed: useAppSelector(selectCompletedCount), total: TASK_KEYS.length };
}

export function useAnyTaskLoading(): boolean {
  return useAppSelector(selectAnyTaskFetching);
}
