import { Box, Group, Input, Stack, Text } from '@mantine/core';
import { CROP, IMAGE_ACCEPT } from '@tifo/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../i18n';
import { imageProblem } from '../../lib/files';
import { ChooseFilesButton } from './ChooseFilesButton';
import { type CropRequest, ImageCropModal } from './ImageCropModal';

type ImageKind = 'logo' | 'cover' | 'avatar';

/** Width of the cropped result: a logo is shown small, a cover across the page, a profile picture 200 px (PRODUCT.md §organisations). */
const OUTPUT_WIDTH: Record<ImageKind, number> = { logo: 600, cover: 1730, avatar: 200 };
const ASPECT: Record<ImageKind, number> = {
  logo: CROP.aspect.logo,
  cover: CROP.aspect.cover,
  avatar: CROP.aspect.user,
};

/**
 * A logo (square) or cover (173:65) with its preview: choose or drop one file, checked before anything is
 * uploaded (png/jpg/jpeg, one file, under 2 MB), then cropped. `onChange` gets the cropped picture; the
 * wizard keeps it until the club is saved, the edit page uploads it at once.
 */
export function ImagePicker({
  kind,
  currentUrl,
  value,
  onChange,
  error,
  disabled = false,
  busy = false,
  required = false,
}: {
  kind: ImageKind;
  currentUrl: string | null;
  value: Blob | null;
  onChange: (blob: Blob) => void | Promise<void>;
  error?: string;
  disabled?: boolean;
  busy?: boolean;
  required?: boolean;
}) {
  const { t } = useTranslation('org');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [request, setRequest] = useState<CropRequest | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Choosing the same file again must open the crop again: the input forgets its files after each choice.
  const resetInput = useRef<() => void>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = (files: readonly File[]) => {
    resetInput.current?.();
    const key = imageProblem(files);
    if (key) {
      setProblem(translateMessageKey(key));
      return;
    }
    const [file] = files as [File];
    setProblem(null);
    setRequest({ src: URL.createObjectURL(file), type: file.type || 'image/jpeg' });
  };

  const closeCrop = () => {
    if (request) URL.revokeObjectURL(request.src);
    setRequest(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    choose([...event.dataTransfer.files]);
  };

  const shown = preview ?? currentUrl;
  const message = problem ?? error;
  const hasImage = Boolean(shown);

  return (
    <Input.Wrapper
      label={t(`${kind}.label`)}
      description={t(`${kind}.hint`)}
      error={message}
      required={required}
      labelElement="div"
      id={id}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <Group
        gap="md"
        align="center"
        wrap="wrap"
        mt={6}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={dragging ? 'org-drop org-drop--active' : 'org-drop'}
        data-testid={`${kind}-picker`}
      >
        <Box
          className={`org-image-preview org-image-preview--${kind}`}
          style={{ aspectRatio: `${ASPECT[kind]}` }}
        >
          {shown ? (
            <img src={shown} alt={t(`${kind}.previewAlt`)} />
          ) : (
            <Text size="xs" c="dimmed" ta="center" px="xs">
              {t(`${kind}.empty`)}
            </Text>
          )}
        </Box>
        <Stack gap={6} style={{ flex: '1 1 160px' }}>
          <ChooseFilesButton
            accept={IMAGE_ACCEPT}
            onFiles={choose}
            resetRef={resetInput}
            disabled={disabled}
            busy={busy}
            describedBy={`${id}-description${message ? ` ${id}-error` : ''}`}
            fitContent
          >
            {hasImage ? t(`${kind}.change`) : t(`${kind}.choose`)}
          </ChooseFilesButton>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('image.dropHint')}
          </Text>
        </Stack>
      </Group>
      <ImageCropModal
        request={request}
        aspect={ASPECT[kind]}
        maxWidth={OUTPUT_WIDTH[kind]}
        title={t(`${kind}.cropTitle`)}
        onCancel={closeCrop}
        onCropped={(blob) => {
          closeCrop();
          void onChange(blob);
        }}
      />
    </Input.Wrapper>
  );
}
