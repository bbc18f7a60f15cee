import { createSelector } from '@reduxjs/toolkit';
import { shallowEqual } from 'react-redux';
import type { StatusMessages, TaskRecord } from '../../api/responses';
import { useAppSelector, type PortalState } from '../../api/hooks';
import { portalApi } from '../../api/portalApi';
import { shownStatus } from '../../api/submittedStatus';
import { isBeingPrepared, isCompleted, isDoneByGuest } from '../../domain/taskStatus';
import { TASK_KEYS, TASKS, taskOf, type TaskKey, type TaskQueryName } from '../../domain/tasks';

export interface TaskStatusView {
  /** Null while loading, after a failed load, or when the response carried no status. */
  status: string | null;
  statusMessages: StatusMessages;
  /** True until the first response (or a failure): a refresh keeps showing the status it has. */
  isLoading: boolean;
  /** The failed first load; a failed reload keeps the status it had and reports none here. */
  error: unknown;
}

/** A task's list call, as the status reads it (each response is a `TaskRecord` in the cache). */
interface TaskListQuery {
  data?: TaskRecord;
  error?: unknown;
  isUninitialized: boolean;
  isLoading: boolean;
}

interface TaskListEndpoint {
  select(arg: void): (state: PortalState) => TaskListQuery;
  useQuerySubscription(arg: void): unknown;
}

const endpointOf = (name: TaskQueryName): TaskListEndpoint => portalApi.endpoints[name];

/** Each task's list call in the cache, one selector per task made once. */
const LIST_QUERIES = Object.fromEntries(
  TASKS.map((task) => [task.key, endpointOf(task.listQuery).select()]),
) as Record<TaskKey, (state: PortalState) => TaskListQuery>;

const NO_MESSAGES: StatusMessages = {};

/**
 * The one status of a task that the menu icon, the dashboard card and the page banner show: the
 * server's, or the guest's submit while the server has not caught up with it.
 */
type StatusSelector = (state: PortalState) => TaskStatusView;

const STATUS_SELECTORS = Object.fromEntries(
  TASKS.map((task): [TaskKey, StatusSelector] => [
    task.key,
    createSelector(
      [LIST_QUERIES[task.key], (state: PortalState) => state.submittedStatus[task.key]],
      (query, submitted): TaskStatusView => {
        // A failed reload keeps the status already shown; only a task never loaded has failed.
        const failed = Boolean(query.error) && query.data === undefined;
        return {
          status: failed ? null : shownStatus(query.data?.status ?? null, submitted),
          statusMessages: (!failed && query.data?.statusMessages) || NO_MESSAGES,
          // Not asked yet counts as loading: the call starts once a screen subscribes. The
          // selector's isLoading means "a request is pending", refreshes included.
          isLoading: query.isUninitialized || (query.isLoading && query.data === undefined),
          error: failed ? query.error : undefined,
        };
      },
      // A refetch that brings the same status hands back the same view: the menu and the cards
      // showing it do not re-render on every Refresh.
      { memoizeOptions: { resultEqualityCheck: shallowEqual } },
    ),
  ]),
) as Record<TaskKey, StatusSelector>;

export const selectTaskStatus = (key: TaskKey) => STATUS_SELECTORS[key];

/** What the server last said, without the guest's submit on top. */
export const selectServerStatus =
  (key: TaskKey) =>
  (state: PortalState): string | null =>
    LIST_QUERIES[key](state).data?.status ?? null;

/**
 * A task's status, keeping its list call subscribed while the component is on screen. A component
 * asks for one task and keeps asking for the same one, so the hooks' order stays stable.
 */
export function useTaskStatus(key: TaskKey): TaskStatusView {
  useTaskStatusSubscription(key);
  return useAppSelector(STATUS_SELECTORS[key]);
}

/** Keeps a task's list call subscribed (loaded, and reloaded when its tag is invalidated). */
export function useTaskStatusSubscription(key: TaskKey): void {
  endpointOf(taskOf(key).listQuery).useQuerySubscription();
}

/** True once every task's status is known: answered, or failed to load. */
export const selectAllStatusesKnown = (state: PortalState): boolean =>
  TASK_KEYS.every((key) => !STATUS_SELECTORS[key](state).isLoading);

export interface TaskProgress {
  /** Tasks the guest has done: submitted or completed (not one the team still prepares). */
  done: number;
  /** Of those, the tasks the team has confirmed (completed). */
  confirmed: number;
  /** Tasks the team still prepares before the guest can act (the travel app's account). */
  preparing: number;
  total: number;
}

const countWhere = (state: PortalState, test: (status: string | null) => boolean) =>
  TASK_KEYS.filter((key) => test(STATUS_SELECTORS[key](state).status)).length;

const selectDoneCount = (state: PortalState) => countWhere(state, isDoneByGuest);

const selectConfirmedCount = (state: PortalState) => countWhere(state, isCompleted);

const selectPreparingCount = (state: PortalState) => countWhere(state, isBeingPrepared);

const selectAnyTaskFetching = (state: PortalState) =>
  TASK_KEYS.some((key) => {
    const query = LIST_QUERIES[key](state);
    return query.isUninitialized || query.isLoading;
  });

/**
 * Reads the cached statuses without subscribing (the signed-in shell holds the calls). Null until
 * every status is known: a count made while responses are still arriving is not yet true.
 */
export function useTaskProgress(): TaskProgress | null {
  const known = useAppSelector(selectAllStatusesKnown);
  const done = useAppSelector(selectDoneCount);
  const confirmed = useAppSelector(selectConfirmedCount);
  const preparing = useAppSelector(selectPreparingCount);
  return known ? { done, confirmed, preparing, total: TASK_KEYS.length } : null;
}

/** True while any task's status is being fetched: the first load or a refresh. */
export function useAnyTaskFetching(): boolean {
  return useAppSelector(selectAnyTaskFetching);
}
