import { createApi } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery } from './baseQuery';

/** The generated endpoints (generated.ts) are injected into this empty API. */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: portalBaseQuery,
  endpoints: () => ({}),
});
