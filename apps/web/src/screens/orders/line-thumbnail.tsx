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

/** A past line's small picture: the item in its colour with its logos at their placements; 48 px in the table, 72 on a card. */
export function LineThumbnail({ line, size }: { line: RetrievedLine; size: 48 | 72 }) {
  const { made, ...picture } = linePicture(useStorefront(), {
    code: line.code,
    color: line.color,
    embroidery: line.embroidery,
    placement: line.placement,
    ...(line.secondEmbroidery ? { secondEmbroidery: line.secondEmbroidery, secondPlacement: line.secondPlacement ?? '' } : {}),
  });
  return (
    <div className={`orders-thumb orders-thumb-${size}`}>
      <FallbackImage
        {...picture}
        // The row beside it names the item, colour and logos: the picture adds nothing to read out.
        alt=""
        data-made={made || undefined}
        width={size}
        height={size}
      />
    </div>
  );
}

/** The Item Code cell of a line: the line's picture, where the group draws lines, beside its code. */
export function LineCodeCell({ line }: { line: RetrievedLine }) {
  const thumbs = useLineThumbnails();
  return (
    <td className="orders-nowrap">
      {thumbs ? (
        <div className="orders-line-code">
          <LineThumbnail line={line} size={48} />
          {displayOrMissing(line.code)}
        </div>
      ) : (
        displayOrMissing(line.code)
      )}
    </td>
  );
}

/** The Description cell of a line, with the line's Reorder under the words (no column of its own, so the table keeps its width). */
export function LineDescriptionCell({ order, line }: { order: RetrievedOrder; line: RetrievedLine }) {
  return (
    <td className="orders-line-description">
      {displayOrMissing(line.description)}
      <div className="orders-line-reorder">
        <ReorderLineButton order={order} line={line} />
      </div>
    </td>
  );
}
