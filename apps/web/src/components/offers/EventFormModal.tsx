import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type ClubEvent,
  CROP,
  DESCRIPTION_FIELDS,
  OFFER_LIMITS,
  stillUntranslated,
  TICKET_TIERS,
  type TicketTier,
  type WireLanguage,
  withTranslations,
} from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { saveEvent, uploadOfferImage } from '../../lib/offersApi';
import { type CroppedImage, renderCroppedImage } from './cropImage';
import { DescriptionFields } from './DescriptionFields';
import {
  EVENT_FIELD_ORDER,
  type EventDraft,
  eventDraftOf,
  newEventDraft,
  ticketRow,
  unusedTier,
  validateEvent,
  withLocation,
} from './eventDraft';
import { ImageCropUpload } from './ImageCropUpload';
import { LocalityField, localityText } from './LocalityField';
import { copyToOtherLanguages, sourceText } from './productDraft';
import { useAutoTranslate } from './useAutoTranslate';

export type EventFormMode = { kind: 'create' } | { kind: 'edit'; event: ClubEvent };

type Step = 'translating' | 'saving' | 'uploading';

export interface EventFormModalProps {
  clubId: string;
  language: WireLanguage;
  mode: EventFormMode;
  onClose: () => void;
  onSaved: (message: string) => void;
  onChanged: () => void;
}

/**
 * The event form (spec 001 §2, §5): title 5–20, description 5–240 translated like a product's, start and end
 * (end not before start), location with coordinates from the Swiss localities, tickets by tier, 4:3 image.
 * Create = validate, translate, create, upload the image with the new id, refresh, close.
 */
export function EventFormModal({ clubId, language, mode, onClose, onSaved, onChanged }: EventFormModalProps) {
  const { t } = useTranslation('offers');
  const idPrefix = useId().replace(/:/g, '');
  const phone = useMediaQuery('(max-width: 40em)');
  const [draft, setDraft] = useState<EventDraft>(() =>
    mode.kind === 'edit' ? eventDraftOf(mode.event, language) : newEventDraft(clubId, language),
  );
  const [existingImage, setExistingImage] = useState<string | null>(
    mode.kind === 'edit' ? mode.event.image : null,
  );
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [step, setStep] = useState<Step | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const source = draft.sourceLanguage;
  const sourceField = DESCRIPTION_FIELDS[source];
  const description = sourceText(draft);
  const translation = useAutoTranslate({
    source,
    text: description,
    initialTranslatedFrom: mode.kind === 'edit' ? sourceText(eventDraftOf(mode.event, source)) : '',
    onTranslated: (answer) => setDraft((current) => withTranslations(current, answer)),
  });
  const editing = draft.id !== null;
  const saving = step !== null;
  const untranslated = stillUntranslated(draft, source, draft.untranslatedLanguages);
  const createBlocked = description.trim() === '' || translation.busy;

  const clearError = (...keys: string[]) => {
    if (keys.some((key) => errors[key])) {
      setErrors((current) => {
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
    }
  };
  const update = <K extends keyof EventDraft>(field: K, value: EventDraft[K], ...errorKeys: string[]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(String(field), ...errorKeys);
  };

  const focusFirstError = (found: Partial<Record<string, string>>) => {
    const first =
      EVENT_FIELD_ORDER.find((field) => found[field]) ??
      Object.keys(found).find((key) => key.startsWith('tickets.'));
    if (first) document.getElementById(`${idPrefix}-${first.replace(/\./g, '-')}`)?.focus();
  };

  const submit = async () => {
    setFailure(null);
    const hasImage = image !== null || existingImage !== null;
    const checked = validateEvent(draft, hasImage);
    if (!checked.body) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      const hidden = Object.entries(checked.errors).find(
        ([field]) => !EVENT_FIELD_ORDER.includes(field) && !field.startsWith('tickets.'),
      );
      if (hidden) setFailure(hidden[1] ?? null);
      return;
    }
    setErrors({});
    try {
      setStep('translating');
      const translated = await translation.translateNow();
      if (translated === null) {
        setDraft((latest) => copyToOtherLanguages(latest));
        translation.acceptUntranslated();
        setStep(null);
        return;
      }
      setStep('saving');
      const current = translated === 'current' ? draft : withTranslations(draft, translated);
      const body = validateEvent(current, hasImage).body ?? checked.body;
      const saved = await saveEvent(body);
      const created = !editing;
      if (created) setDraft((latest) => ({ ...latest, id: saved.id }));
      if (image) {
        setStep('uploading');
        try {
          const file = await renderCroppedImage(image);
          const uploaded = await uploadOfferImage('event', saved.id, file);
          setExistingImage(uploaded.url);
          setImage(null);
        } catch (error) {
          onChanged();
          setFailure(
            t('form.imageFailedEvent', { reason: error instanceof Error ? error.message : String(error) }),
          );
          setStep(null);
          return;
        }
      }
      setStep(null);
      onSaved(
        created
          ? translateMessageKey('eventCreated')
          : (translateMessage(saved.message) ?? translateMessageKey('eventUpdated')),
      );
    } catch (error) {
      setStep(null);
      // Spec 001 §8: a failed event creation is logged; we also tell the person what went wrong.
      console.error('Saving the event failed', error);
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        focusFirstError(error.fields);
      }
      setFailure(error instanceof ApiError ? error.message : translateMessageKey('unknownError'));
    }
  };

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

  const title = editing ? t('event.editTitle') : t('event.createTitle');
  const stepText = step ? t(`form.step.${step}`) : '';

  return (
    <Modal
      opened
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      size="xl"
      fullScreen={phone}
      radius="lg"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': t('form.close'), disabled: saving }}
      classNames={{ title: 'offers-modal__title' }}
    >
      <form
        noValidate
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          if (!createBlocked && !saving) void submit();
        }}
      >
        <Stack gap="md">
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
          <DescriptionFields
            idPrefix={idPrefix}
            source={source}
            values={draft}
            onChange={(field, value) => update(field, value)}
            onSourceBlur={() => {
              if (Array.from(description.trim()).length < OFFER_LIMITS.eventDescriptionMin) {
                setErrors((current) => ({
                  ...current,
                  [sourceField]: translateMessageKey('eventDescriptionInvalid').trim(),
                }));
              }
            }}
            untranslated={untranslated}
            status={translation.status}
            translationError={translation.error}
            errors={errors}
            disabled={saving}
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
          <Stack
            gap="xs"
            role="group"
            aria-labelledby={`${idPrefix}-tickets-title`}
            className="offers-tickets"
          >
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
          <div id={`${idPrefix}-image`} tabIndex={-1}>
            <ImageCropUpload
              label={t('event.image')}
              aspect={CROP.aspect.event}
              value={image}
              onChange={(next) => {
                setImage(next);
                if (next) clearError('image');
              }}
              currentUrl={existingImage}
              error={errors.image}
              required={!existingImage}
              disabled={saving}
            />
          </div>
          {failure && (
            <Alert color="red" variant="light" radius="md" role="alert">
              <Text size="sm">{failure}</Text>
            </Alert>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap-reverse" className="offers-modal__actions">
            <Text size="sm" c="dimmed" role="status" aria-live="polite" id={`${idPrefix}-state`}>
              {saving ? stepText : createBlocked ? t('form.blocked') : ''}
            </Text>
            <Group gap="sm" justify="flex-end" style={{ flex: '1 1 auto' }}>
              <Button variant="default" onClick={onClose} disabled={saving}>
                {t('form.cancel')}
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={createBlocked}
                aria-describedby={`${idPrefix}-state`}
                data-testid="event-submit"
              >
                {editing ? t('form.save') : t('form.create')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
