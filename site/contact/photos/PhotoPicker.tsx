import { useId, useRef } from 'react';
import { Box, Button, FileTrigger, Stack, Text } from '../../../design-system';
import type { Lang } from '../../i18n/lang';
import type { PhotoCopy } from './photoTypes';
import type { Photos } from './usePhotos';

export interface PhotoPickerProps {
  copy: PhotoCopy;
  lang: Lang;
  photos: Photos;
  /** Until the form has hydrated, as its send button. */
  isDisabled: boolean;
}

/**
 * 'Photos (optional)': the button that opens the camera or the library, the photos chosen, and a
 * polite live region for what happened to them, there from the start so that screen readers hear
 * what comes into it. The button fetches the photo code as the visitor goes for it and the choice
 * waits for that code, which draws the list and the region's words.
 */
export function PhotoPicker({ copy, lang, photos, isDisabled }: PhotoPickerProps) {
  const labelId = useId();
  const hintId = useId();
  const buttonBox = useRef<HTMLDivElement>(null);
  const { loaded, load } = photos;
  const warmUp = () => {
    load().catch(() => undefined);
  };
  const choose = async (files: FileList | null) => {
    // Copied before anything awaits: the input is cleared when the picker opens again.
    const chosen = Array.from(files ?? []);
    const { store } = await load().catch(() => ({ store: undefined }));
    await store?.add(chosen);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Stack space="small">
        <Text id={labelId} weight="bold">
          {copy.label}
        </Text>
        <Text id={hintId} size="small" tone="muted">
          {copy.hint}
        </Text>
        {loaded ? <loaded.kit.PhotoList store={loaded.store} copy={copy} lang={lang} afterLast={buttonBox} /> : null}
        <div ref={buttonBox}>
          <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={(files) => void choose(files)}>
            {(open) => (
              <Button
                variant="outline"
                aria-describedby={hintId}
                isDisabled={isDisabled}
                onFocus={warmUp}
                onHoverStart={warmUp}
                onPressStart={warmUp}
                onPress={open}
              >
                {copy.addLabel}
              </Button>
            )}
          </FileTrigger>
        </div>
        <Text role="status" size="small">
          {photos.failed ? copy.unavailable : loaded ? <loaded.kit.PhotoNotice store={loaded.store} /> : null}
        </Text>
      </Stack>
    </Box>
  );
}
