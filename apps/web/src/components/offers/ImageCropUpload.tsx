import { Box, Button, Group, Input, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { CROP, IMAGE_ACCEPT } from '@tifo/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { Icon } from '../club/Icon';
import { type CroppedImage, imageFileProblem } from './cropImage';

export interface ImageCropUploadProps {
  /** The field's label ('Produktbild'). */
  label: string;
  /** Width / height of the crop, e.g. CROP.aspect.product (4:3). */
  aspect: number;
  /** The image chosen in this form, or null. */
  value: CroppedImage | null;
  onChange: (value: CroppedImage | null) => void;
  /** The image already saved (edit form): shown until another one is chosen. */
  currentUrl?: string | null;
  /** A validation message (already translated), e.g. 'Bitte lade ein Produktbild hoch.'. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Choose an image (button or drop), check it like the contract does (one png/jpg/jpeg file under 2 MB), then
 * crop it at a fixed aspect with zoom 1–3 (step 0.1) and rotation 0–360 (PRODUCT.md §validation). The crop is only
 * described here (area and rotation); `renderCroppedImage` makes the file when the form is saved.
 * Keyboard: the crop area takes the focus and moves with the arrow keys; zoom and rotation are sliders.
 */
export function ImageCropUpload({
  label,
  aspect,
  value,
  onChange,
  currentUrl,
  error,
  required,
  disabled,
}: ImageCropUploadProps) {
  const { t } = useTranslation('offers');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP.zoomMin);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  // The object URL lives as long as its image is chosen.
  const url = value?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const choose = (files: readonly File[]) => {
    const key = imageFileProblem(files);
    if (key) {
      setProblem(translateMessageKey(key));
      return;
    }
    const [file] = files as [File];
    setProblem(null);
    setCrop({ x: 0, y: 0 });
    setZoom(CROP.zoomMin);
    onChange({ file, url: URL.createObjectURL(file), area: null, rotation: CROP.rotationMin });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose([...event.dataTransfer.files]);
  };

  const shownError = problem ?? error ?? null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={shownError}
      errorProps={{ id: errorId, role: 'alert' }}
      description={t('image.hint')}
      descriptionProps={{ id: hintId }}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
    >
      <Stack gap="sm" mt={6} role="group" aria-labelledby={`${id}-label`}>
        {value ? (
          <>
            <Box
              className="offers-cropper"
              style={{ aspectRatio: String(aspect) }}
              data-testid="image-cropper"
            >
              <Cropper
                image={value.url}
                crop={crop}
                zoom={zoom}
                rotation={value.rotation}
                aspect={aspect}
                minZoom={CROP.zoomMin}
                maxZoom={CROP.zoomMax}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={(rotation) =>
                  latest.current && onChange({ ...latest.current, rotation: normaliseRotation(rotation) })
                }
                onCropComplete={(_area: Area, pixels: Area) =>
                  latest.current && onChange({ ...latest.current, area: pixels })
                }
                mediaProps={{ alt: t('image.previewAlt') }}
                cropperProps={{
                  role: 'group',
                  'aria-label': t('image.cropArea'),
                  'aria-describedby': `${id}-keys`,
                }}
              />
            </Box>
            <Text size="xs" c="dimmed" id={`${id}-keys`}>
              {t('image.keys')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Stack gap={4}>
                <Text size="sm" fw={500} aria-hidden="true">
                  {t('image.zoom')}
                </Text>
                <Slider
                  thumbLabel={t('image.zoom')}
                  thumbValueText={(zoomValue) => `${zoomValue.toFixed(1)}×`}
                  min={CROP.zoomMin}
                  max={CROP.zoomMax}
                  step={CROP.zoomStep}
                  value={zoom}
                  onChange={setZoom}
                  label={(zoomValue) => `${zoomValue.toFixed(1)}×`}
                  disabled={disabled}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} aria-hidden="true">
                  {t('image.rotation')}
                </Text>
                <Slider
                  thumbLabel={t('image.rotation')}
                  thumbValueText={(degrees) => `${degrees}°`}
                  min={CROP.rotationMin}
                  max={CROP.rotationMax}
                  step={1}
                  value={value.rotation}
                  onChange={(rotation) => onChange({ ...value, rotation })}
                  label={(degrees) => `${degrees}°`}
                  disabled={disabled}
                />
              </Stack>
            </SimpleGrid>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
              >
                {t('image.replace')}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
                disabled={disabled}
              >
                {t('image.remove')}
              </Button>
            </Group>
          </>
        ) : (
          <Box
            className={dragging ? 'offers-dropzone offers-dropzone--active' : 'offers-dropzone'}
            data-invalid={shownError ? true : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            {currentUrl ? (
              <img className="offers-dropzone__current" src={currentUrl} alt={t('image.currentAlt')} />
            ) : (
              <Text c="dimmed" component="span" lh={0} aria-hidden="true">
                <Icon name="download" size={28} />
              </Text>
            )}
            <Stack gap={4} align="center">
              <Button
                variant="light"
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
                aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              >
                {currentUrl ? t('image.replace') : t('image.choose')}
              </Button>
              <Text size="xs" c="dimmed" ta="center">
                {t('image.drop')}
              </Text>
            </Stack>
          </Box>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="image-file-input"
          onChange={(event) => {
            choose([...(event.currentTarget.files ?? [])]);
            // The same file can be chosen again after removing it.
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}

/** react-easy-crop reports gesture rotations outside 0–360; the contract's range is 0–360. */
function normaliseRotation(rotation: number): number {
  const turned = Math.round(rotation) % 360;
  return turned < 0 ? turned + 360 : turned;
}
