import { useMemo } from 'react';
import { useGetMealRequestsQuery, useListCustomerDocumentsQuery } from '../../api/portalApi';
import { passportsByTraveller, type TravellerPassports } from './travellerPassports';

/**
 * The booking's travellers (the meals passengers) with their passports, or null until both
 * lists are in (or when either failed: the pages then work without the traveller list).
 */
export function useTravellerPassports(): TravellerPassports | null {
  const meals = useGetMealRequestsQuery();
  const documents = useListCustomerDocumentsQuery();
  const passengers = meals.data?.passengers;
  const list = documents.data?.documents;
  return useMemo(
    () => (passengers && list ? passportsByTraveller(passengers, list) : null),
    [passengers, list],
  );
}

/** How many passengers the booking has, or null until the meals list is in. */
export function usePassengerCount(): number | null {
  const { data } = useGetMealRequestsQuery();
  return data ? data.passengers.length : null;
}
