import { SponsoringLanding } from '../info/SponsoringLanding';

export default function SponsoringAthletesPage() {
  return <SponsoringLanding audience="athletes" />;
}
