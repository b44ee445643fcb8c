import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type ClubEvent,
  CROP,
  OFFER_LIMITS,
  TICKET_TIERS,
  type TicketTier,
  type WireLanguage,
} from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { saveEvent } from '../../lib/offersApi';
import {
  EVENT_FIELD_ORDER,
  eventDraftOf,
  newEventDraft,
  ticketRow,
  unusedTier,
  validateEvent,
  withLocation,
} from './eventDraft';
import { LocalityField, localityText } from './LocalityField';
import { OfferDescriptionFields, OfferFormModal } from './OfferFormModal';
import { sourceText } from './productDraft';
import { useOfferForm } from './useOfferForm';

export type EventFormMode = { kind: 'create' } | { kind: 'edit'; event: ClubEvent };

export interface EventFormModalProps {
  clubId: string;
  language: WireLanguage;
  mode: EventFormMode;
  onClose: () => void;
  onSaved: (message: string) => void;
  onChanged: () => void;
}

/**
 * The event form (PRODUCT.md §offers): title 5–20, description 5–240 translated like a product's, start and end
 * (end not before start), location with coordinates from the Swiss localities, tickets by tier, 4:3 image.
 * Create = validate, translate, create, upload the image with the new id, refresh, close.
 */
export function EventFormModal({ clubId, language, mode, onClose, onSaved, onChanged }: EventFormModalProps) {
  const { t } = useTranslation('offers');
  const form = useOfferForm({
    entity: 'event',
    draft: () =>
      mode.kind === 'edit' ? eventDraftOf(mode.event, language) : newEventDraft(clubId, language),
    existingImage: mode.kind === 'edit' ? mode.event.image : null,
    translatedFrom: mode.kind === 'edit' ? sourceText(eventDraftOf(mode.event, language)) : '',
    validate: validateEvent,
    firstError: (found) =>
      EVENT_FIELD_ORDER.find((field) => found[field]) ??
      Object.keys(found).find((key) => key.startsWith('tickets.')),
    shows: (field) => EVENT_FIELD_ORDER.includes(field) || field.startsWith('tickets.'),
    save: saveEvent,
    texts: {
      created: 'eventCreated',
      updated: 'eventUpdated',
      imageFailed: 'form.imageFailedEvent',
      failed: () => translateMessageKey('unknownError'),
    },
    // PRODUCT.md §errors: a failed event creation is logged; we also tell the person what went wrong.
    onSaveFailed: (error) => console.error('Saving the event failed', error),
    onSaved,
    onChanged,
  });
  const { idPrefix, draft, setDraft, update, errors, clearError, saving, editing } = form;

  const addTicket = () => {
    const tier = unusedTier(draft.tickets);
    if (tier) update('tickets', [...draft.tickets, ticketRow(tier, 0)], 'tickets');
  };
  const removeTicket = (key: number) =>
    update(
      'tickets',
      draft.tickets.filter((row) => row.key !== key),
      'tickets',
    );
  const changeTicket = (key: number, change: Partial<{ tier: TicketTier; amount: number | '' }>) =>
    setDraft((current) => ({
      ...current,
      tickets: current.tickets.map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));

  return (
    <OfferFormModal
      form={form}
      title={editing ? t('event.editTitle') : t('event.createTitle')}
      onClose={onClose}
      image={{ label: t('event.image'), aspect: CROP.aspect.event }}
      submitTestId="event-submit"
    >
      <TextInput
        id={`${idPrefix}-title`}
        label={t('event.title')}
        description={t('event.titleHint', {
          min: OFFER_LIMITS.eventTitleMin,
          max: OFFER_LIMITS.eventTitleMax,
        })}
        required
        maxLength={OFFER_LIMITS.eventTitleMax}
        value={draft.title}
        onChange={(event) => update('title', event.currentTarget.value)}
        error={errors.title}
        disabled={saving}
      />
      <OfferDescriptionFields
        form={form}
        sourceBlurError={(description) =>
          Array.from(description.trim()).length < OFFER_LIMITS.eventDescriptionMin
            ? translateMessageKey('eventDescriptionInvalid').trim()
            : null
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          id={`${idPrefix}-fromDate`}
          type="datetime-local"
          label={t('event.from')}
          required
          value={draft.from}
          onChange={(event) => update('from', event.currentTarget.value, 'fromDate')}
          error={errors.fromDate}
          disabled={saving}
        />
        <TextInput
          id={`${idPrefix}-toDate`}
          type="datetime-local"
          label={t('event.to')}
          required
          min={draft.from || undefined}
          value={draft.to}
          onChange={(event) => update('to', event.currentTarget.value, 'toDate')}
          error={errors.toDate}
          disabled={saving}
        />
      </SimpleGrid>
      <LocalityField
        id={`${idPrefix}-location`}
        value={draft.location}
        chosen={draft.locality}
        onChange={(text) => {
          setDraft((current) => withLocation(current, text));
          clearError('location');
        }}
        onPick={(locality) => {
          setDraft((current) => ({
            ...current,
            location: localityText(locality),
            locality: localityText(locality),
            latitude: locality.latitude,
            longitude: locality.longitude,
          }));
          clearError('location');
        }}
        error={errors.location}
        disabled={saving}
      />
      <Stack gap="xs" role="group" aria-labelledby={`${idPrefix}-tickets-title`} className="offers-tickets">
        <Text fw={600} size="sm" id={`${idPrefix}-tickets-title`}>
          {t('event.tickets')}
        </Text>
        {draft.tickets.map((row, index) => {
          const others = draft.tickets.filter((other) => other.key !== row.key).map((o) => o.tier);
          return (
            <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="ticket-row">
              <Select
                id={`${idPrefix}-tickets-${index}-tier`}
                label={t('event.tier')}
                data={TICKET_TIERS.map((tier) => ({
                  value: tier,
                  label: t(`tiers.${tier}`),
                  disabled: others.includes(tier),
                }))}
                value={row.tier}
                onChange={(value) => value && changeTicket(row.key, { tier: value as TicketTier })}
                allowDeselect={false}
                error={errors[`tickets.${index}.tier`]}
                disabled={saving}
                style={{ flex: '1 1 50%' }}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                id={`${idPrefix}-tickets-${index}-amount`}
                label={t('event.amount')}
                min={0}
                max={OFFER_LIMITS.ticketAmountMax}
                allowDecimal={false}
                allowNegative={false}
                value={row.amount}
                onChange={(value) =>
                  changeTicket(row.key, { amount: typeof value === 'number' ? value : '' })
                }
                error={errors[`tickets.${index}.amount`]}
                disabled={saving}
                style={{ flex: '1 1 50%' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                onClick={() => removeTicket(row.key)}
                disabled={saving || draft.tickets.length <= 1}
                aria-label={t('event.removeTicket', { tier: t(`tiers.${row.tier}`) })}
              >
                <span aria-hidden="true" className="offers-remove">
                  ×
                </span>
              </ActionIcon>
            </Group>
          );
        })}
        {errors.tickets && (
          <Text size="sm" c="red.8" role="alert">
            {errors.tickets}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            size="xs"
            onClick={addTicket}
            disabled={saving || unusedTier(draft.tickets) === undefined}
          >
            {t('event.addTicket')}
          </Button>
        </Group>
        <Switch
          label={t('event.ticketSends')}
          checked={draft.ticketSends}
          onChange={(event) => update('ticketSends', event.currentTarget.checked)}
          disabled={saving}
        />
      </Stack>
    </OfferFormModal>
  );
}
