import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { CROP } from '@tifo/contract';
import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from '../../lib/files';

export interface CropRequest {
  /** An object URL of the chosen file. */
  src: string;
  /** The chosen file's type (image/png keeps transparency). */
  type: string;
}

/**
 * Crops a chosen picture: drag (or arrow keys) to place it, zoom 1–3 in steps of 0.1 and rotation 0–360
 * (PRODUCT.md §validation); the result is cut in the browser and handed back as a Blob.
 */
export function ImageCropModal({
  request,
  aspect,
  maxWidth,
  title,
  onCancel,
  onCropped,
}: {
  request: CropRequest | null;
  aspect: number;
  /** The result is scaled down to this width in pixels. */
  maxWidth: number;
  title: string;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}) {
  const { t } = useTranslation('org');
  const hintId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP.zoomMin);
  const [rotation, setRotation] = useState<number>(CROP.rotationMin);
  const [area, setArea] = useState<Area | null>(null);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(CROP.zoomMin);
    setRotation(CROP.rotationMin);
    setArea(null);
    setFailed(false);
  };

  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const apply = async () => {
    if (!request || !area) return;
    setWorking(true);
    setFailed(false);
    try {
      const blob = await cropImage(request.src, area, rotation, request.type, maxWidth);
      reset();
      onCropped(blob);
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  const cancel = () => {
    reset();
    onCancel();
  };

  return (
    <Modal opened={request !== null} onClose={cancel} title={title} size="lg" centered>
      {request && (
        <Stack gap="md">
          <Box pos="relative" h={{ base: 260, sm: 340 }} className="org-cropper">
            <Cropper
              image={request.src}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              minZoom={CROP.zoomMin}
              maxZoom={CROP.zoomMax}
              zoomSpeed={CROP.zoomStep}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={(value) => setRotation(((Math.round(value) % 360) + 360) % 360)}
              onCropComplete={onComplete}
              cropperProps={{ role: 'group', 'aria-label': t('crop.area'), 'aria-describedby': hintId }}
            />
          </Box>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('crop.hint')}
          </Text>
          <Stack gap={4}>
            <Group justify="space-between" aria-hidden="true">
              <Text size="sm" fw={600}>
                {t('crop.zoom')}
              </Text>
              <Text size="sm" c="dimmed">
                {`${zoom.toFixed(1)}×`}
              </Text>
            </Group>
            <Slider
              value={zoom}
              onChange={setZoom}
              min={CROP.zoomMin}
              max={CROP.zoomMax}
              step={CROP.zoomStep}
              label={(value) => `${value.toFixed(1)}×`}
              thumbLabel={t('crop.zoom')}
              data-testid="crop-zoom"
            />
          </Stack>
          <Stack gap={4}>
            <Group justify="space-between" aria-hidden="true">
              <Text size="sm" fw={600}>
                {t('crop.rotation')}
              </Text>
              <Text size="sm" c="dimmed">
                {`${rotation}°`}
              </Text>
            </Group>
            <Slider
              value={rotation}
              onChange={setRotation}
              min={CROP.rotationMin}
              max={CROP.rotationMax}
              step={1}
              label={(value) => `${value}°`}
              thumbLabel={t('crop.rotation')}
              data-testid="crop-rotation"
            />
          </Stack>
          {failed && (
            <Alert color="red" variant="light" role="alert">
              {t('crop.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('crop.cancel')}
            </Button>
            <Button onClick={apply} loading={working} disabled={!area}>
              {t('crop.apply')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
