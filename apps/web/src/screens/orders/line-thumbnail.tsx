import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useStorefront } from '../../core/group';
import { FallbackImage } from '../../common/fallback-image';
import { linePicture } from '../../common/line-picture';
import { displayOrMissing } from '@portal/domain';
import type { RetrievedLine, RetrievedOrder } from './orders-api';
import { ReorderLineButton } from './reorder';

/** Whether the group shows each line as it will be made (show_modification_thumbnail). */
export function useLineThumbnails(): boolean {
  return useStorefront().show_modification_thumbnail;
}

/** A past line's small picture: the item in its colour with its logos at their placements. */
export function LineThumbnail({ line, size = 56 }: { line: RetrievedLine; size?: number }) {
  const { made, ...picture } = linePicture(useStorefront(), {
    code: line.code,
    color: line.color,
    embroidery: line.embroidery,
    placement: line.placement,
    ...(line.secondEmbroidery ? { secondEmbroidery: line.secondEmbroidery, secondPlacement: line.secondPlacement ?? '' } : {}),
  });
  return (
    <Box sx={{ width: size, height: size, flex: 'none', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
      <FallbackImage
        {...picture}
        // The row beside it names the item, colour and logos: the picture adds nothing to read out.
        alt=""
        data-made={made || undefined}
        width={size}
        height={size}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** The Item Code cell of a line: the line's picture, where the group draws lines, beside its code. */
export function LineCodeCell({ line }: { line: RetrievedLine }) {
  const thumbs = useLineThumbnails();
  return (
    <TableCell sx={{ whiteSpace: 'nowrap', py: thumbs ? 0.75 : undefined }}>
      {thumbs ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <LineThumbnail line={line} size={48} />
          {displayOrMissing(line.code)}
        </Box>
      ) : (
        displayOrMissing(line.code)
      )}
    </TableCell>
  );
}

/** The Description cell of a line, with the line's Reorder under the words (no column of its own, so the table keeps its width). */
export function LineDescriptionCell({ order, line }: { order: RetrievedOrder; line: RetrievedLine }) {
  return (
    <TableCell sx={{ minWidth: 140 }}>
      {displayOrMissing(line.description)}
      <Box sx={{ ml: -0.75 }}>
        <ReorderLineButton order={order} line={line} />
      </Box>
    </TableCell>
  );
}
