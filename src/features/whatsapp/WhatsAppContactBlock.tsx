import type { WhatsAppRecord } from '../../api/answers';
import { TravelTeamContact } from '../../components/TravelTeamContact';

/** The travel team's own WhatsApp contact, shown unless the server turns it off. */
export function WhatsAppContactBlock({ info }: { info: WhatsAppRecord }) {
  return <TravelTeamContact info={info} />;
}
