import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYOUT_RULES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorError } from './operatorError';

/**
 * The operator's confirmation of a decision that needs a reason (a payout failed, a donation refunded): what
 * happens, the reason (3 to 200 characters, checked by the server, whose message shows under the field), and the
 * red button. Open while `opened`; `onConfirm` makes the call, and the dialog closes only when it succeeded.
 */
export function ReasonModal({
  opened,
  title,
  text,
  label,
  confirm,
  onConfirm,
  onClose,
  maxLength = PAYOUT_RULES.reasonMax,
}: {
  opened: boolean;
  title: string;
  text: string;
  /** The reason field's label: who will read the reason. */
  label: string;
  confirm: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** The longest reason the call takes (payouts 200, moderation 500). */
  maxLength?: number;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const explain = useOperatorError();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm(reason);
      close();
    } catch (caught) {
      setError(explain(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        <Textarea
          label={label}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={maxLength}
          error={error}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('payouts.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
