import {
  travelAppOf,
  useGetAgreementQuery,
  useGetMealRequestsQuery,
  useGetTravelAppQuery,
  useGetWhatsAppQuery,
  useListCustomerDocumentsQuery,
  useListFlightDocumentsQuery,
} from '../../api/portalApi';
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

/**
 * One task's status from the same cached query its page uses, so a submit anywhere
 * (tag invalidation) refreshes the menu, the dashboard card and the page together.
 */
function useTaskQuery(key: TaskKey): QueryView {
  const skipUnless = (wanted: TaskKey) => ({ skip: key !== wanted });
  const docusign = useGetAgreementQuery(undefined, skipUnless('docusign'));
  const meals = useGetMealRequestsQuery(undefined, skipUnless('meals'));
  const passports = useListCustomerDocumentsQuery(undefined, skipUnless('passports'));
  const flights = useListFlightDocumentsQuery(undefined, skipUnless('flights'));
  const whatsapp = useGetWhatsAppQuery(undefined, skipUnless('whatsapp'));
  const axusapp = useGetTravelAppQuery(undefined, skipUnless('axusapp'));
  const byKey: Record<TaskKey, QueryView> = {
    docusign,
    meals,
    passports,
    flights,
    whatsapp,
    axusapp: { ...axusapp, data: travelAppOf(axusapp.data) },
  };
  return byKey[key];
}

export function useTaskStatus(key: TaskKey): TaskStatusView {
  const query = useTaskQuery(key);
  const record = query.data && typeof query.data === 'object' ? query.data : null;
  return {
    // A failed load gives a null status, which shows the warning icon.
    status: query.error ? null : typeof record?.status === 'string' ? record.status : null,
    statusMessages: record?.statusMessages ?? null,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
  };
}

/** Statuses of all six tasks, in catalogue order. */
export function useAllTaskStatuses(): TaskStatusView[] {
  return [
    useTaskStatus('docusign'),
    useTaskStatus('meals'),
    useTaskStatus('passports'),
    useTaskStatus('flights'),
    useTaskStatus('whatsapp'),
    useTaskStatus('axusapp'),
  ];
}

export function useCompletedTaskCount(): { completed: number; total: number } {
  const statuses = useAllTaskStatuses();
  return {
    completed: statuses.filter((view) => isCompleted(view.status)).length,
    total: TASK_KEYS.length,
  };
}

export function useAnyTaskLoading(): boolean {
  return useAllTaskStatuses().some((view) => view.isFetching);
}
