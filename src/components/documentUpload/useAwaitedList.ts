import { useState } from 'react';

/**
 * True from an upload's end until the reloaded list has arrived. The reload starts a moment after
 * the uploaded files leave the queue; in between, an empty list would wrongly say "No documents
 * uploaded yet." (a refetch keeps a non-empty list on screen anyway). `afterUpload` is the part
 * that is owed to a stored upload: the server has a document even if the list does not show it.
 */
export function useAwaitedList(
  uploadedInQueue: boolean,
  fetching: boolean,
): { awaiting: boolean; afterUpload: boolean } {
  const [awaiting, setAwaiting] = useState(false);
  const [wasFetching, setWasFetching] = useState(fetching);
  // Adjusted while rendering (not in an effect), so no frame shows the stale empty list.
  if (uploadedInQueue && !awaiting) setAwaiting(true);
  if (fetching !== wasFetching) {
    setWasFetching(fetching);
    if (!fetching && !uploadedInQueue) setAwaiting(false);
  }
  const afterUpload = awaiting || uploadedInQueue;
  return { awaiting: afterUpload || fetching, afterUpload };
}
