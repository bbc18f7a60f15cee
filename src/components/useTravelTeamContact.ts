import { useGetWhatsAppQuery } from '../api/portalApi';
import { travelTeamShown, type TravelTeamContactInfo } from './TravelTeamContact';

/**
 * The travel team's contact, from the WhatsApp response: null while it loads, when it failed, has
 * no number, or the team has turned it off.
 */
export function useTravelTeamContact(): TravelTeamContactInfo | null {
  const { data } = useGetWhatsAppQuery();
  return data?.agent_app_number && travelTeamShown(data) ? data : null;
}
