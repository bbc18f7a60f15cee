import { TravelTeamContact } from '../../components/TravelTeamContact';
import { useTravelTeamContact } from '../../components/useTravelTeamContact';

/** How to reach the travel team once signing has stopped (declined or voided). */
export function AgreementContact() {
  const contact = useTravelTeamContact();
  return contact ? <TravelTeamContact info={contact} /> : null;
}
