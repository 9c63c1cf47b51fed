import { useEffect, useRef } from 'react';

/** Local previews of chosen files; their object URLs are released when the form goes. */
export function usePreviewUrls() {
  const urls = useRef<string[]>([]);
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL?.(url);
    };
  }, []);
  return (file: File): string => {
    // jsdom has no object URLs: no preview there.
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    if (url) urls.current.push(url);
    return url;
  };
}
