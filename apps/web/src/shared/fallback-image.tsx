import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE_PATH } from '@portal/domain';

/** An <img> that swaps to the neutral placeholder when its picture cannot load. */
export function FallbackImage(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  return (
    <img
      loading="lazy"
      decoding="async"
      {...props}
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE_PATH)) img.src = PLACEHOLDER_IMAGE_PATH;
      }}
    />
  );
}
