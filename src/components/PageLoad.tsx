import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ComponentType, ReactNode } from 'react';
import { failureMessage } from '../api/errors';
import { taskOf, type TaskKey } from '../domain/tasks';
import { LoadingState } from './LoadingState';
import { TaskPageHeader } from './task/TaskPageHeader';

/** "Unable to load." with the server's message (or the fallback), and Try again when possible. */
export function LoadFailure({
  error,
  fallback,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const retry = onRetry ? (
    <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
      Try again
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" role="alert" action={retry}>
      <strong>Unable to load.</strong> {failureMessage(error, fallback)}
    </Alert>
  );
}

/**
 * A reload that failed while the page already shows what loaded before: a quiet notice with Try
 * again above the page, which stays as it was (a save the server stored, a file staged for
 * upload, a Refresh on a flaky link must not turn the page into "Unable to load").
 */
export function RefreshFailure({
  onRetry,
  retrying = false,
}: {
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      }
    >
      Could not refresh. Showing what was loaded before.
    </Alert>
  );
}

export interface PageQuery<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A page's own data: its loading text until the first response, its heading and a failed-load
 * alert with Try again, or the page itself. A failed reload keeps the page (RTK Query keeps the
 * last good data) with a notice and Try again above it.
 */
export function PageLoad<T>({
  task,
  query,
  children,
}: {
  task: TaskKey;
  query: PageQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { heading, loading, loadFailure } = taskOf(task);
  if (query.isLoading) return <LoadingState label={loading} spacious />;
  if (query.data === undefined) {
    return (
      <Stack spacing={2}>
        <TaskPageHeader title={heading} />
        <LoadFailure
          error={query.error}
          fallback={loadFailure}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  // One shape with or without the notice: a page that moved in the tree would be mounted again
  // and lose what the guest had typed or staged.
  return (
    <>
      {query.error ? (
        <RefreshFailure onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : null}
      {children(query.data)}
    </>
  );
}

/** A task page whose content needs its list call's data: the call, then `PageLoad` around it. */
export function taskPage<T>(
  task: TaskKey,
  useTaskQuery: () => PageQuery<T>,
  Content: ComponentType<{ data: T }>,
) {
  return function TaskPage() {
    const query = useTaskQuery();
    return (
      <PageLoad task={task} query={query}>
        {(data) => <Content data={data} />}
      </PageLoad>
    );
  };
}
