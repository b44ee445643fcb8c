import { FaqPage } from './faqSponsors';

/** /faq-sportler: questions of clubs, athletes, academies and foundations. */
export default function FaqAthletesPage() {
  return <FaqPage audience="athletes" />;
}
