import { useState } from 'react';
import type { GalleryImage } from '@contract/entities';
import { checkImage, uploadImage } from './upload';
import { useAdminCall } from '../shared/use-admin-call';
import { usePreviewUrls } from './use-preview-urls';

export interface GalleryEntry {
  /** An existing image's _id or, once uploaded, the new upload key. */
  id: string;
  url: string;
  uploading: boolean;
  progress: number;
  localId: string;
  /** Its alt text, sent beside it (eventImagesAlt). */
  alt: string;
}

/**
 * An event's gallery: the images it has and the new uploads, in order.
 * `onChange` runs when the admin adds or removes one.
 */
export function useGallery(stored: GalleryImage[], onChange: () => void) {
  const call = useAdminCall();
  const preview = usePreviewUrls();
  const [entries, setEntries] = useState<GalleryEntry[]>(() =>
    stored.map((image) => ({
      id: image._id,
      url: image.imageUrl,
      uploading: false,
      progress: 1,
      localId: image._id,
      alt: image.alt ?? '',
    })),
  );
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string>();

  const changedByUser = () => {
    setChanged(true);
    onChange();
  };

  const uploadOne = async (file: File) => {
    const localId = crypto.randomUUID();
    setEntries((current) => [...current, { id: '', url: preview(file), uploading: true, progress: 0, localId, alt: '' }]);
    const update = (change: Partial<GalleryEntry>) =>
      setEntries((current) => current.map((entry) => (entry.localId === localId ? { ...entry, ...change } : entry)));
    const result = await uploadImage(file, call, (progress) => update({ progress }));
    if ('key' in result) update({ id: result.key, uploading: false, progress: 1 });
    else {
      setEntries((current) => current.filter((entry) => entry.localId !== localId));
      setError(result.error);
    }
  };

  /** Uploads the good files side by side; the first refused one is said. */
  const add = async (files: File[]) => {
    setError(undefined);
    const problems = await Promise.all(files.map(checkImage));
    const refused = problems.find((problem): problem is string => problem !== null);
    if (refused) setError(refused);
    const good = files.filter((_file, index) => problems[index] === null);
    if (good.length === 0) return;
    changedByUser();
    await Promise.all(good.map(uploadOne));
  };

  const remove = (localId: string) => {
    setEntries((current) => current.filter((entry) => entry.localId !== localId));
    changedByUser();
  };

  const setAlt = (localId: string, alt: string) => {
    setEntries((current) => current.map((entry) => (entry.localId === localId ? { ...entry, alt } : entry)));
    changedByUser();
  };

  /** What to send: a create sends any entries; an update only a changed gallery, else it stays as stored. */
  const sent = (isUpdate: boolean): string[] | undefined => {
    const ids = entries.map((entry) => entry.id);
    if (isUpdate) return changed ? ids : undefined;
    return ids.length > 0 ? ids : undefined;
  };

  /** The alt texts, position by position beside what `sent` gives. */
  const alts = () => entries.map((entry) => entry.alt);

  return { entries, error, uploading: entries.some((entry) => entry.uploading), add, remove, setAlt, sent, alts };
}

export type Gallery = ReturnType<typeof useGallery>;
