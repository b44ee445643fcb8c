import { Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { coveredFeeRappen, formatChfGrouped } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import * as api from '../../lib/endpoints';

/**
 * "Cover the fee" at checkout (issue 48): off by default, then as the donor chose at their last checkout (the
 * server keeps it). Shares the giver's query with CompanyGiver (GET /donations/giver).
 */
export function useCoverFee(offered: boolean, remembered = true) {
  const known = useQuery({
    queryKey: ['donations', 'giver'],
    queryFn: () => callApi(api.getDonationsGiver, undefined, { toast: false }),
    staleTime: 60_000,
    // A guest has no account to remember the choice (issue 48's payment links).
    enabled: remembered,
  });
  const [covers, setCovers] = useState(false);
  const last = known.data?.coversFee;
  useEffect(() => {
    if (last !== undefined) setCovers(last);
  }, [last]);
  return { offered, covers: offered && covers, setCovers };
}

/** The opt-in, naming what it adds and what the club then receives: "Add CHF 12.50 so that … the full CHF 50.00". */
export function CoverFeeChoice({
  cover,
  amountRappen,
  clubName,
  disabled,
}: {
  cover: ReturnType<typeof useCoverFee>;
  /** The chosen amount (today's charge of a subscription): what the club receives when the donor covers the fee. */
  amountRappen: number;
  clubName: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  if (!cover.offered || amountRappen <= 0) return null;
  return (
    <Checkbox
      checked={cover.covers}
      onChange={(event) => cover.setCovers(event.currentTarget.checked)}
      disabled={disabled}
      label={t('coverFee.label', {
        fee: formatChfGrouped(coveredFeeRappen(amountRappen)),
        club: clubName,
        amount: formatChfGrouped(amountRappen),
      })}
      description={t('coverFee.hint')}
      data-testid="checkout-cover-fee"
    />
  );
}
