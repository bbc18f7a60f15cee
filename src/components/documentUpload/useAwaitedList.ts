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
  list: unknown,
): { awaiting: boolean; afterUpload: boolean } {
  const [awaiting, setAwaiting] = useState(false);
  const [wasFetching, setWasFetching] = useState(fetching);
  const [shownList, setShownList] = useState(list);
  // Adjusted while rendering (not in an effect), so no frame shows the stale empty list.
  if (uploadedInQueue && !awaiting) setAwaiting(true);
  // The reload has ended when fetching stops, or when a new list arrives: a quick answer can come
  // before any render has seen the fetch start.
  const ended = (fetching !== wasFetching && !fetching) || list !== shownList;
  if (fetching !== wasFetching) setWasFetching(fetching);
  if (list !== shownList) setShownList(list);
  if (ended && !uploadedInQueue && awaiting) setAwaiting(false);
  const afterUpload = awaiting || uploadedInQueue;
  return { awaiting: afterUpload || fetching, afterUpload };
}
