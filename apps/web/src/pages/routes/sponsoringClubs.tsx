import { SponsoringLanding } from '../info/SponsoringLanding';

export default function SponsoringClubsPage() {
  return <SponsoringLanding audience="clubs" />;
}
