import type { Config } from '../../config';
import type { Party } from './layout';

export type PlatformConfig = Pick<
  Config,
  | 'PAYOUT_DEBTOR_NAME'
  | 'PAYOUT_DEBTOR_STREET'
  | 'PAYOUT_DEBTOR_BUILDING'
  | 'PAYOUT_DEBTOR_POSTCODE'
  | 'PAYOUT_DEBTOR_TOWN'
>;

/** The platform's company and address, as its documents name it (the payout debtor of the configuration). */
export function platformParty(config: PlatformConfig): Party {
  return {
    name: config.PAYOUT_DEBTOR_NAME,
    address1: `${config.PAYOUT_DEBTOR_STREET} ${config.PAYOUT_DEBTOR_BUILDING ?? ''}`.trim(),
    postalCode: config.PAYOUT_DEBTOR_POSTCODE,
    city: config.PAYOUT_DEBTOR_TOWN,
  };
}
