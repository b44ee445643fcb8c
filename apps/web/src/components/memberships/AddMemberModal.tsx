import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AddMemberRequest, MEMBERSHIP_RULES } from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { issueMessages, serverFieldMessages } from '../../lib/formErrors';
import { swissIsoDay } from '../../lib/intl';
import { addMember } from '../../lib/membershipsApi';

const FIELDS = ['firstName', 'lastName', 'userEmail', 'initialAmount', 'startingDate'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The add-member dialog (PRODUCT.md §validation): first name, last name, e-mail, initial amount (at least CHF 5, the
 * product's price to start with) and starting date, checked with the contract's rules before sending; the
 * server's answer decides (its field messages are shown at the fields, add_member_error above the buttons).
 */
export function AddMemberModal({
  clubId,
  productId,
  price,
  onClose,
  onAdded,
}: {
  clubId: string;
  productId: string;
  price: number | null;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const { t } = useTranslation('memberships');
  const phone = useMediaQuery('(max-width: 30em)');
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    userEmail: '',
    initialAmount: price !== null ? price.toFixed(2) : '',
    startingDate: swissIsoDay(),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    disabled: busy,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { ...values, clubId, productId };
    const checked = AddMemberRequest.safeParse(body);
    if (!checked.success) {
      setErrors(issueMessages(checked.error.issues, FIELDS));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await addMember(body);
      onAdded(confirmationText(answer) ?? translateMessageKey('add_member_success'));
    } catch (error) {
      const fields = serverFieldMessages(error, FIELDS);
      if (fields) setErrors(fields);
      setFailure(translateMessageKey('add_member_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('form.title')} size="md" fullScreen={phone ?? false}>
      <form onSubmit={submit} noValidate data-testid="add-member-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('form.intro')}
          </Text>
          <TextInput
            label={t('form.firstName')}
            required
            maxLength={MEMBERSHIP_RULES.nameMaxLength}
            autoComplete="off"
            {...field('firstName')}
          />
          <TextInput
            label={t('form.lastName')}
            required
            maxLength={MEMBERSHIP_RULES.nameMaxLength}
            autoComplete="off"
            {...field('lastName')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            required
            maxLength={MEMBERSHIP_RULES.emailMaxLength}
            autoComplete="off"
            {...field('userEmail')}
          />
          <TextInput
            label={t('form.initialAmount')}
            description={t('form.initialAmountHint')}
            inputMode="decimal"
            required
            {...field('initialAmount')}
          />
          <TextInput label={t('form.startingDate')} type="date" required {...field('startingDate')} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
