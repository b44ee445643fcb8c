import { SponsoringLanding } from '../info/SponsoringLanding';

export default function SponsoringTeamsPage() {
  return <SponsoringLanding audience="teams" />;
}
