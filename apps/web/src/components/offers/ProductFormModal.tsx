import { Alert, NumberInput, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import {
  CAMPAIGN_MODES,
  CAMPAIGN_RULES,
  type CampaignMode,
  type ClubProduct,
  CROP,
  DEFAULT_SUGGESTED_AMOUNTS,
  defaultTargetAmount,
  OFFER_LIMITS,
  PRODUCT_TYPES,
  type ProductType,
  periodsOf,
  type RecurringPeriod,
  SUBSCRIPTION_RULES,
  swissDate,
  takesMaxAmount,
  type WireLanguage,
} from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { saveProduct } from '../../lib/offersApi';
import { OfferDescriptionFields, OfferFormModal } from './OfferFormModal';
import {
  digitsOnly,
  newProductDraft,
  PRODUCT_FIELD_ORDER,
  type ProductField,
  productDraftOf,
  sourceText,
  validateProduct,
  withProductType,
} from './productDraft';
import { useOfferForm } from './useOfferForm';

/** What the modal is for: a new product, a new free-sponsor product, or an existing product. */
export type ProductFormMode =
  | { kind: 'create'; freeSponsor: boolean }
  | { kind: 'edit'; product: ClubProduct };

export interface ProductFormModalProps {
  clubId: string;
  language: WireLanguage;
  mode: ProductFormMode;
  onClose: () => void;
  /** After saving (and the image upload): the translated success message; the list is refreshed. */
  onSaved: (message: string) => void;
  /** A created product exists but its image failed: refresh the list so it shows as a draft. */
  onChanged: () => void;
}

/**
 * The product form in a modal (full screen on a phone). Create = validate, translate, create, upload the
 * image with the new id, refresh, close (PRODUCT.md §offers). Mounted only while open, so every opening starts
 * from a fresh form.
 */
export function ProductFormModal({
  clubId,
  language,
  mode,
  onClose,
  onSaved,
  onChanged,
}: ProductFormModalProps) {
  const { t } = useTranslation('offers');
  const form = useOfferForm({
    entity: 'product',
    draft: () =>
      mode.kind === 'edit'
        ? productDraftOf(mode.product, language)
        : newProductDraft(clubId, language, mode.freeSponsor),
    existingImage: mode.kind === 'edit' ? mode.product.image : null,
    translatedFrom: mode.kind === 'edit' ? sourceText(productDraftOf(mode.product, language)) : '',
    validate: validateProduct,
    firstError: (found) => PRODUCT_FIELD_ORDER.find((field) => found[field]),
    shows: (field) => PRODUCT_FIELD_ORDER.includes(field as ProductField),
    save: saveProduct,
    texts: {
      created: 'productCreated',
      updated: 'productUpdated',
      imageFailed: 'form.imageFailed',
      failed: (editing) => translateMessageKey(editing ? 'unknownError' : 'productCreateFailed'),
    },
    onSaved,
    onChanged,
  });
  const { idPrefix, draft, setDraft, update, errors, saving } = form;

  const freeSponsor = draft.freeSponsor;
  const showPrice = !freeSponsor && draft.productType !== 'open';
  const periods = periodsOf(draft.productType);
  const isCrowd = draft.productType === 'crowd';
  const pledging = draft.campaignMode === 'all_or_nothing';
  const isFixed = draft.productType === 'fixed';
  const hasMax = takesMaxAmount(draft.productType, freeSponsor);
  const isRecurring = draft.recurringProduct;
  const retries = draft.productType === 'subscription';

  const title =
    mode.kind === 'edit' ? t('form.editTitle') : freeSponsor ? t('form.freeTitle') : t('form.createTitle');
  const typeOptions = PRODUCT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const periodOptions = periods.map((period) => ({ value: period, label: t(`periods.${period}`) }));
  const today = swissDate(new Date());

  return (
    <OfferFormModal
      form={form}
      title={title}
      onClose={onClose}
      image={{ label: t('form.image'), aspect: CROP.aspect.product }}
      submitTestId="product-submit"
    >
      {freeSponsor && (
        <Alert color="night" variant="light" radius="md">
          <Text size="sm">{t('form.freeHint')}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: periods.length > 0 ? 2 : 1 }} spacing="md">
        <Select
          id={`${idPrefix}-productType`}
          label={t('form.type')}
          description={t(`typeHints.${draft.productType}`)}
          data={typeOptions}
          value={draft.productType}
          onChange={(value) => {
            if (value) setDraft((current) => withProductType(current, value as ProductType));
          }}
          allowDeselect={false}
          required
          disabled={saving}
          error={errors.productType}
          comboboxProps={{ withinPortal: true }}
          data-testid="product-type"
        />
        {periods.length > 0 && (
          <Select
            id={`${idPrefix}-recurringPeriod`}
            label={draft.productType === 'membership' ? t('form.membershipType') : t('form.period')}
            description={draft.productType === 'membership' ? t('form.membershipHint') : t('form.periodHint')}
            data={periodOptions}
            value={draft.recurringPeriod}
            onChange={(value) => value && update('recurringPeriod', value as RecurringPeriod)}
            allowDeselect={false}
            required
            disabled={saving}
            error={errors.recurringPeriod}
            comboboxProps={{ withinPortal: true }}
            data-testid="product-period"
          />
        )}
      </SimpleGrid>
      <TextInput
        id={`${idPrefix}-title`}
        label={t('form.title')}
        required
        maxLength={OFFER_LIMITS.productTitleMax}
        value={draft.title}
        onChange={(event) => update('title', event.currentTarget.value)}
        error={errors.title}
        disabled={saving}
        description={t('counter', {
          count: Array.from(draft.title).length,
          max: OFFER_LIMITS.productTitleMax,
        })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <OfferDescriptionFields
        form={form}
        sourceBlurError={(description) =>
          description.trim() === '' ? translateMessageKey('productDescriptionRequired') : null
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {showPrice && (
          <TextInput
            id={`${idPrefix}-price`}
            label={t('form.price')}
            description={t('form.priceHint', { min: OFFER_LIMITS.priceMinChf })}
            required
            inputMode="numeric"
            autoComplete="off"
            leftSection={<Text size="sm">{t('currency')}</Text>}
            leftSectionWidth={48}
            value={draft.price}
            onChange={(event) => update('price', digitsOnly(event.currentTarget.value))}
            error={errors.price}
            disabled={saving}
          />
        )}
        {isCrowd && (
          <TextInput
            id={`${idPrefix}-targetAmount`}
            label={t('form.target')}
            description={t('form.targetHint', {
              amount: defaultTargetAmount(draft.price === '' ? null : Number(draft.price)),
            })}
            inputMode="numeric"
            autoComplete="off"
            leftSection={<Text size="sm">{t('currency')}</Text>}
            leftSectionWidth={48}
            placeholder={String(defaultTargetAmount(draft.price === '' ? null : Number(draft.price)))}
            value={draft.targetAmount}
            onChange={(event) => update('targetAmount', digitsOnly(event.currentTarget.value))}
            error={errors.targetAmount}
            disabled={saving}
          />
        )}
        {isCrowd && (
          <Select
            id={`${idPrefix}-campaignMode`}
            label={t('form.campaignMode')}
            description={t(`form.campaignModeHint.${draft.campaignMode}`)}
            data={CAMPAIGN_MODES.map((mode) => ({ value: mode, label: t(`form.campaignModes.${mode}`) }))}
            value={draft.campaignMode}
            onChange={(value) => value && update('campaignMode', value as CampaignMode)}
            allowDeselect={false}
            error={errors.campaignMode}
            disabled={saving}
          />
        )}
        {isCrowd && pledging && (
          <NumberInput
            id={`${idPrefix}-overfundingPercent`}
            label={t('form.overfunding')}
            description={t('form.overfundingHint', {
              min: CAMPAIGN_RULES.overfundingMinPercent,
              max: CAMPAIGN_RULES.overfundingMaxPercent,
            })}
            placeholder={String(CAMPAIGN_RULES.overfundingDefaultPercent)}
            suffix=" %"
            min={CAMPAIGN_RULES.overfundingMinPercent}
            max={CAMPAIGN_RULES.overfundingMaxPercent}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            value={draft.overfundingPercent ?? ''}
            onChange={(value) => update('overfundingPercent', typeof value === 'number' ? value : null)}
            error={errors.overfundingPercent}
            disabled={saving}
          />
        )}
        {hasMax && (
          <TextInput
            id={`${idPrefix}-maxAmount`}
            label={t('form.maxAmount')}
            description={t('form.maxAmountHint')}
            inputMode="numeric"
            autoComplete="off"
            leftSection={<Text size="sm">{t('currency')}</Text>}
            leftSectionWidth={48}
            value={draft.maxAmount}
            onChange={(event) => update('maxAmount', digitsOnly(event.currentTarget.value))}
            error={errors.maxAmount}
            disabled={saving}
          />
        )}
        {hasMax && (
          <TextInput
            id={`${idPrefix}-suggestedAmounts`}
            label={t('form.suggestedAmounts')}
            description={t('form.suggestedAmountsHint')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={DEFAULT_SUGGESTED_AMOUNTS.join(', ')}
            leftSection={<Text size="sm">{t('currency')}</Text>}
            leftSectionWidth={48}
            value={draft.suggestedAmounts}
            onChange={(event) =>
              update('suggestedAmounts', event.currentTarget.value.replace(/[^\d,; ]/g, ''))
            }
            error={errors.suggestedAmounts}
            disabled={saving}
          />
        )}
        <TextInput
          id={`${idPrefix}-expiryDate`}
          type="date"
          label={t('form.expiry')}
          description={t('form.expiryHint')}
          required
          min={today}
          value={draft.expiryDate}
          onChange={(event) => update('expiryDate', event.currentTarget.value)}
          error={errors.expiryDate}
          disabled={saving}
        />
      </SimpleGrid>
      {isRecurring && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id={`${idPrefix}-startingDate`}
            type="date"
            label={t('form.seasonStart')}
            description={t('form.seasonStartHint')}
            value={draft.startingDate ?? ''}
            onChange={(event) => update('startingDate', event.currentTarget.value || null)}
            error={errors.startingDate}
            disabled={saving}
          />
          {retries && (
            <NumberInput
              id={`${idPrefix}-retryingInterval`}
              label={t('form.retryInterval')}
              description={t('form.retryIntervalHint', {
                min: OFFER_LIMITS.retryingIntervalMin,
                max: OFFER_LIMITS.retryingIntervalMax,
                count: SUBSCRIPTION_RULES.defaultRetryDays,
              })}
              placeholder={String(SUBSCRIPTION_RULES.defaultRetryDays)}
              min={OFFER_LIMITS.retryingIntervalMin}
              max={OFFER_LIMITS.retryingIntervalMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={draft.retryingInterval ?? ''}
              onChange={(value) => update('retryingInterval', typeof value === 'number' ? value : null)}
              error={errors.retryingInterval}
              disabled={saving}
            />
          )}
        </SimpleGrid>
      )}
      {isFixed && (
        <Switch
          id={`${idPrefix}-deliveryAvailable`}
          label={t('form.delivery')}
          description={t('form.deliveryHint')}
          checked={draft.deliveryAvailable}
          onChange={(event) => update('deliveryAvailable', event.currentTarget.checked)}
          disabled={saving}
        />
      )}
    </OfferFormModal>
  );
}
