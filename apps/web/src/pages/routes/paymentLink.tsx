import { useEffect } from 'react';
import { useParams } from 'react-router';

/**
 * /l/<code> inside the app (a link followed within the page): the server renders the link's page (issue 48), so
 * the browser asks it for the page.
 */
export default function PaymentLinkPage() {
  const { code = '' } = useParams();
  useEffect(() => {
    window.location.replace(`/l/${encodeURIComponent(code)}`);
  }, [code]);
  return null;
}
