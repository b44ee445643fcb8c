import { ACCOUNTS_ENDPOINTS } from './accounts';
import { ADMIN_ENDPOINTS } from './admin';
import { CAMPAIGNS_ENDPOINTS } from './campaigns';
import { CLUBS_ENDPOINTS } from './clubs';
import { CONTACT_ENDPOINTS } from './contact';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { EVENTS_ENDPOINTS } from './events';
import { FILES_ENDPOINTS } from './files';
import { GEO_ENDPOINTS } from './geo';
import { LINKS_ENDPOINTS } from './links';
import { MEMBERSHIPS_ENDPOINTS } from './memberships';
import { ORGANISATIONS_ENDPOINTS } from './organisations';
import { PAYMENTS_ENDPOINTS } from './payments';
import { PAYOUTS_ENDPOINTS } from './payouts';
import { PRODUCTS_ENDPOINTS } from './products';
import { SUBSCRIPTIONS_ENDPOINTS } from './subscriptions';
import { SUPPORTER_ENDPOINTS } from './supporter';
import { SYSTEM_ENDPOINTS } from './system';
import { TRANSLATION_ENDPOINTS } from './translation';

/**
 * Every call of the API, by name (its OpenAPI operationId). The server registers its routes from these,
 * and scripts/generate-client.mjs writes the web app's client from them.
 */
export const ENDPOINTS = {
  ...ACCOUNTS_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...CAMPAIGNS_ENDPOINTS,
  ...CLUBS_ENDPOINTS,
  ...CONTACT_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...EVENTS_ENDPOINTS,
  ...FILES_ENDPOINTS,
  ...GEO_ENDPOINTS,
  ...LINKS_ENDPOINTS,
  ...MEMBERSHIPS_ENDPOINTS,
  ...ORGANISATIONS_ENDPOINTS,
  ...PAYMENTS_ENDPOINTS,
  ...PAYOUTS_ENDPOINTS,
  ...PRODUCTS_ENDPOINTS,
  ...SUBSCRIPTIONS_ENDPOINTS,
  ...SUPPORTER_ENDPOINTS,
  ...SYSTEM_ENDPOINTS,
  ...TRANSLATION_ENDPOINTS,
} as const;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
