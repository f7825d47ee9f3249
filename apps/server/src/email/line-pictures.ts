import { madeImagePath, type OrderLine } from '@portal/domain';
import type { Tenant } from '@portal/tenants/server';
import type { OrderEmailOptions } from './order-emails';

/** Width of a line's picture in the e-mails: drawn at 160 px, shown at 64 (sharp on a phone's dense screen). */
const EMAIL_PICTURE_WIDTH = 160;

/**
 * Where the group shows each line as it will be made (show_modification_thumbnail), both order
 * e-mails show it too: the address of its made picture, logos or not (a plate is drawn as itself).
 * The transport draws it through the same checks as the page's pictures when the message is sent.
 */
export function linePictures(tenant: Pick<Tenant, 'config'>): Pick<OrderEmailOptions, 'linePicture'> {
  if (!tenant.config.show_modification_thumbnail) return {};
  const group = tenant.config.key;
  return {
    linePicture: (line: OrderLine) =>
      madeImagePath(
        group,
        {
          code: line.code,
          color: line.color,
          embroidery: line.embroidery,
          placement: line.placement,
          ...(line.second_embroidery
            ? { secondEmbroidery: line.second_embroidery, secondPlacement: line.second_placement ?? '' }
            : {}),
        },
        EMAIL_PICTURE_WIDTH,
      ),
  };
}
