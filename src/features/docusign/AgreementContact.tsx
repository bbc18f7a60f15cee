import { useGetWhatsAppQuery } from '../../api/portalApi';
import { TravelTeamContact } from '../../components/TravelTeamContact';

/**
 * How to reach the travel team once signing has stopped (declined or voided): the contact the
 * WhatsApp response carries. Nothing while it loads, fails, or the team has turned it off.
 */
export function AgreementContact() {
  const { data } = useGetWhatsAppQuery();
  if (!data?.agent_app_number) return null;
  return <TravelTeamContact info={data} />;
}
