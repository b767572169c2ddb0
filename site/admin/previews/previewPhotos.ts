/**
 * The photos a preview shows: the real file, as the editor has it. A photo already on the site is one
 * Sveltia has read from the repository (or the working tree); one just chosen is the upload itself,
 * already drawn again without its metadata. Both come from Sveltia's `getAsset` (or are a `blob:` URL
 * of the upload), never from a copy the editor serves, and a box of the photo's proportions stands in
 * until the file has arrived.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { PictureSources } from '../../components/Picture';
import type { AssetLike } from './previewEntry';
import { placeholderPhotoUrl } from './previewData';

/** Sveltia's `getAsset` of the previewed entry. */
export const PhotoSource = createContext<(path: string) => AssetLike | undefined>(() => undefined);

const isLoadable = (url: string | undefined): url is string => url !== undefined && /^(blob|data):/.test(url);

/** A URL the preview's frame can load for the photo Sveltia holds, or undefined when it has none. */
export async function photoUrl(value: string, getAsset: (path: string) => AssetLike | undefined): Promise<string | undefined> {
  if (isLoadable(value)) return value;
  const asset = getAsset(value);
  if (asset === undefined) return undefined;
  if (isLoadable(asset.url)) return asset.url;
  if (asset.fileObj) return URL.createObjectURL(asset.fileObj);
  const base64 = await asset.toBase64?.();
  if (base64 === undefined) return undefined;
  return base64.startsWith('data:') ? base64 : `data:image/*;base64,${base64}`;
}

/** The photo named `value` (a file's name in its field's folder, or an upload's `blob:` URL), once it has arrived. */
export function usePhotoUrl(value: string): string | undefined {
  const getAsset = useContext(PhotoSource);
  const [found, setFound] = useState<{ value: string; url: string | undefined }>();
  useEffect(() => {
    let current = true;
    if (value === '') return undefined;
    void photoUrl(value, getAsset).then((url) => {
      if (current) setFound({ value, url });
    });
    return () => {
      current = false;
    };
  }, [value, getAsset]);
  return found?.value === value ? found.url : undefined;
}

/**
 * What the site's `Picture` needs, for the one file: no AVIF rendition (an empty `srcset` is
 * skipped), the file itself as the JPEG; a labelled box of the given size until it has arrived.
 */
export function previewPictureSources(url: string | undefined, file: string, width: number, height: number): PictureSources {
  const src = url ?? placeholderPhotoUrl(file.startsWith('blob:') ? '' : file, width, height);
  return { width, height, avif: '', jpeg: src, fallback: src };
}
