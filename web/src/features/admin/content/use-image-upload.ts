import { useState } from 'react';
import { checkImage, uploadImage } from './upload';
import { useAdminCall } from '../shared/use-admin-call';
import { usePreviewUrls } from './use-preview-urls';

export interface ImageState {
  /** The upload key to send as `image`, once the file is in storage. */
  key?: string;
  previewUrl?: string;
  progress?: number;
  uploading: boolean;
  error?: string;
}

/**
 * The form's image: checked as the function checks it, previewed, and sent
 * straight to storage. `onChosen` runs when a good file is picked.
 */
export function useImageUpload(currentUrl: string | undefined, onChosen: () => void) {
  const call = useAdminCall();
  const preview = usePreviewUrls();
  const [image, setImage] = useState<ImageState>({ uploading: false, previewUrl: currentUrl });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Checked before anything shows as chosen: a refused file is never uploaded nor previewed.
    const problem = await checkImage(file);
    if (problem) {
      setImage((current) => ({ ...current, key: undefined, error: problem, uploading: false, progress: undefined }));
      return;
    }
    onChosen();
    setImage({ previewUrl: preview(file), uploading: true, progress: 0 });
    const result = await uploadImage(file, call, (progress) => setImage((current) => ({ ...current, progress })));
    setImage((current) =>
      'key' in result ? { ...current, key: result.key, uploading: false, progress: 1 } : { uploading: false, error: result.error },
    );
  };

  return { ...image, choose };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
