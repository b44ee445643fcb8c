import { Anchor, Button, Checkbox, Group, Text } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import type { ChangeEvent, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WRAPPING_BUTTON } from '../../theme';

/** A checkbox of checkout's last step: ticked or not, disabled while paying. */
interface Ticked {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

const ticked = ({ checked, onChange, disabled }: Ticked) => ({
  checked,
  disabled,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked),
});

/** The terms and privacy notice to accept before paying, both opening in a new tab. */
export function TermsCheckbox(props: Ticked) {
  const { t } = useTranslation('checkout');
  return (
    <Checkbox
      {...ticked(props)}
      label={
        <Trans
          t={t}
          i18nKey="payment.terms"
          components={{
            terms: <Anchor component={Link} to={ROUTES.terms} target="_blank" inherit />,
            privacy: <Anchor component={Link} to={ROUTES.privacy} target="_blank" inherit />,
          }}
        />
      }
    />
  );
}

/**
 * Back and submit of checkout's last step, with why the submit waits (the first thing missing) under it, named by
 * the button for screen readers.
 */
export function SubmitRow({
  onBack,
  busy,
  done,
  missing,
  hintId,
  children,
}: {
  onBack: () => void;
  busy: boolean;
  /** The step's work is done (the success message shows): nothing more to press. */
  done: boolean;
  /** What the submit still waits for, or null. */
  missing: string | null;
  hintId: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Button variant="default" radius="xl" onClick={onBack} disabled={busy || done}>
          {t('payment.back')}
        </Button>
        <Button
          type="submit"
          radius="xl"
          size="md"
          // A long label (a subscription's rhythm) wraps on a phone instead of being cut off.
          {...WRAPPING_BUTTON}
          mih={42}
          disabled={missing !== null || done}
          loading={busy && !done}
          aria-describedby={missing ? hintId : undefined}
        >
          {children}
        </Button>
      </Group>
      {missing && (
        <Text size="xs" c="dimmed" ta="right" id={hintId}>
          {missing}
        </Text>
      )}
    </>
  );
}

/** Whether the giver is named among the club's top sponsors (anonymous unless ticked). */
export function ShowNameCheckbox({ clubName, ...props }: Ticked & { clubName: string }) {
  const { t } = useTranslation('checkout');
  return (
    <Checkbox
      {...ticked(props)}
      label={t('payment.showName', { club: clubName })}
      description={t('payment.showNameHint')}
      data-testid="checkout-show-name"
    />
  );
}
