import { Button, Group } from '@mantine/core';
import { chf } from '../../lib/paymentsApi';

/** The suggested amounts as buttons that fill the amount in (issue 48); the chosen one is pressed. */
export function SuggestedAmounts({
  amounts,
  value,
  onPick,
  label,
}: {
  /** CHF. */
  amounts: readonly number[];
  /** The amount field's text. */
  value: string;
  onPick: (text: string) => void;
  label: string;
}) {
  if (amounts.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={label} data-testid="checkout-suggestions">
      {amounts.map((chfAmount) => {
        const chosen = value === String(chfAmount);
        return (
          <Button
            key={chfAmount}
            radius="xl"
            variant={chosen ? 'filled' : 'light'}
            aria-pressed={chosen}
            onClick={() => onPick(String(chfAmount))}
          >
            {chf(chfAmount * 100)}
          </Button>
        );
      })}
    </Group>
  );
}
