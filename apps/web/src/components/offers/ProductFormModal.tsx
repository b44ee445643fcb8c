import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type ClubProduct,
  CROP,
  DESCRIPTION_FIELDS,
  defaultTargetAmount,
  OFFER_LIMITS,
  PRODUCT_TYPES,
  type ProductType,
  periodsOf,
  type RecurringPeriod,
  stillUntranslated,
  swissDate,
  type WireLanguage,
  withTranslations,
} from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { saveProduct, uploadOfferImage } from '../../lib/offersApi';
import { type CroppedImage, renderCroppedImage } from './cropImage';
import { type DescriptionField, DescriptionFields } from './DescriptionFields';
import { ImageCropUpload } from './ImageCropUpload';
import {
  copyToOtherLanguages,
  digitsOnly,
  newProductDraft,
  PRODUCT_FIELD_ORDER,
  type ProductDraft,
  type ProductField,
  productDraftOf,
  sourceText,
  validateProduct,
  withProductType,
} from './productDraft';
import { useAutoTranslate } from './useAutoTranslate';

/** What the modal is for: a new product, a new free-sponsor product, or an existing product. */
export type ProductFormMode =
  | { kind: 'create'; freeSponsor: boolean }
  | { kind: 'edit'; product: ClubProduct };

/** The saving steps the modal shows (spec 001 §2: open → uploading and translating → closed). */
type Step = 'translating' | 'saving' | 'uploading';

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
 * image with the new id, refresh, close (spec 001 §4). Mounted only while open, so every opening starts
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
  const idPrefix = useId().replace(/:/g, '');
  const phone = useMediaQuery('(max-width: 40em)');
  const [draft, setDraft] = useState<ProductDraft>(() =>
    mode.kind === 'edit'
      ? productDraftOf(mode.product, language)
      : newProductDraft(clubId, language, mode.freeSponsor),
  );
  const [existingImage, setExistingImage] = useState<string | null>(
    mode.kind === 'edit' ? mode.product.image : null,
  );
  const [image, setImage] = useState<CroppedImage | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [step, setStep] = useState<Step | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const source = draft.sourceLanguage;
  const sourceField = DESCRIPTION_FIELDS[source];
  const description = sourceText(draft);
  const translation = useAutoTranslate({
    source,
    text: description,
    initialTranslatedFrom: mode.kind === 'edit' ? sourceText(productDraftOf(mode.product, source)) : '',
    onTranslated: (answer) => setDraft((current) => withTranslations(current, answer)),
  });

  const editing = draft.id !== null;
  const saving = step !== null;
  const freeSponsor = draft.freeSponsor;
  const showPrice = !freeSponsor && draft.productType !== 'open';
  const periods = periodsOf(draft.productType);
  const isCrowd = draft.productType === 'crowd';
  const isFixed = draft.productType === 'fixed';
  const untranslated = stillUntranslated(draft, source, draft.untranslatedLanguages);
  const createBlocked = description.trim() === '' || translation.busy;

  const update = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: Partial<Record<ProductField, string>>) => {
    const first = PRODUCT_FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    const element = document.getElementById(`${idPrefix}-${first}`);
    element?.focus();
  };

  const submit = async () => {
    setFailure(null);
    const hasImage = image !== null || existingImage !== null;
    const checked = validateProduct(draft, hasImage);
    if (!checked.body) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      // A rule about a field the form does not show (club, id): say it, or nothing would seem to happen.
      const hidden = Object.entries(checked.errors).find(
        ([field]) => !PRODUCT_FIELD_ORDER.includes(field as ProductField),
      );
      if (hidden) setFailure(hidden[1] ?? null);
      return;
    }
    setErrors({});
    try {
      setStep('translating');
      const translated = await translation.translateNow();
      if (translated === null) {
        // No translation: the other languages get a copy of the text, marked untranslated, to edit or keep.
        setDraft((latest) => copyToOtherLanguages(latest));
        translation.acceptUntranslated();
        setStep(null);
        return;
      }
      setStep('saving');
      // A fresh translation changed the other languages: validate and send the form with it.
      const current = translated === 'current' ? draft : withTranslations(draft, translated);
      const body = validateProduct(current, hasImage).body ?? checked.body;
      const saved = await saveProduct(body);
      const created = !editing;
      if (created) {
        setDraft((latest) => ({ ...latest, id: saved.id }));
      }
      if (image) {
        setStep('uploading');
        try {
          const file = await renderCroppedImage(image);
          const uploaded = await uploadOfferImage('product', saved.id, file);
          setExistingImage(uploaded.url);
          setImage(null);
        } catch (error) {
          // The product exists without its image: it stays a draft (not public) until an image is uploaded.
          onChanged();
          setFailure(
            t('form.imageFailed', {
              reason: error instanceof Error ? error.message : String(error),
            }),
          );
          setStep(null);
          return;
        }
      }
      setStep(null);
      onSaved(
        created
          ? translateMessageKey('productCreated')
          : (translateMessage(saved.message) ?? translateMessageKey('productUpdated')),
      );
    } catch (error) {
      setStep(null);
      if (error instanceof ApiError && error.fields) {
        const fieldErrors = error.fields as Partial<Record<ProductField, string>>;
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
      setFailure(
        error instanceof ApiError
          ? error.message
          : editing
            ? translateMessageKey('unknownError')
            : translateMessageKey('productCreateFailed'),
      );
    }
  };

  const title =
    mode.kind === 'edit' ? t('form.editTitle') : freeSponsor ? t('form.freeTitle') : t('form.createTitle');
  const typeOptions = PRODUCT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }));
  const periodOptions = periods.map((period) => ({ value: period, label: t(`periods.${period}`) }));
  const today = swissDate(new Date());
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
                description={
                  draft.productType === 'membership' ? t('form.membershipHint') : t('form.periodHint')
                }
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
          <DescriptionFields
            idPrefix={idPrefix}
            source={source}
            values={draft}
            onChange={(field: DescriptionField, value) => update(field, value)}
            onSourceBlur={() => {
              if (description.trim() === '') {
                setErrors((current) => ({
                  ...current,
                  [sourceField]: translateMessageKey('productDescriptionRequired'),
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
          <div id={`${idPrefix}-image`} tabIndex={-1}>
            <ImageCropUpload
              label={t('form.image')}
              aspect={CROP.aspect.product}
              value={image}
              onChange={(next) => {
                setImage(next);
                if (next && errors.image) setErrors((current) => ({ ...current, image: undefined }));
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
                data-testid="product-submit"
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
