import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { orderedSizes, type OfferItem } from '@portal/domain';
import { CatalogueTable } from './offer-table';
import { categoryTitle } from './items-filters';
import { priceText } from './item-draft';

/** Each size with its price in dollars, in grid order: 'Small $74.99'. */
function Sizes({ sizes }: { sizes: OfferItem['sizes'] }) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', m: 0, p: 0, listStyle: 'none' }}>
      {orderedSizes(sizes).map((size) => (
        <Box component="li" key={size} sx={{ whiteSpace: 'nowrap' }}>
          {size}{' '}
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            ${priceText(sizes[size]!)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The items the filters leave: code, name, category, sizes and prices, restricted; 'Edit' for staff who may. */
export function ItemsTable({ items, onEdit }: { items: OfferItem[]; onEdit: ((item: OfferItem) => void) | null }) {
  if (items.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>No item matches the search and the category.</Typography>;
  const columns = ['Code', 'Name', 'Category', 'Sizes and prices', 'Restricted'];
  return (
    <CatalogueTable caption="Items, with their prices in dollars" columns={columns} minWidth={760}>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.code}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {item.code}
              {/* Beside the code, not at the row's end: on a phone the table scrolls, and the button stays in sight. */}
              {onEdit && (
                <Box sx={{ mt: 0.5 }}>
                  <Button size="small" variant="outlined" onClick={() => onEdit(item)} aria-label={`Edit ${item.code}`}>
                    Edit
                  </Button>
                </Box>
              )}
            </TableCell>
            <TableCell>
              {item.name}
              {item.fullname !== item.name && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.fullname}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {categoryTitle(item.type)}
              {item.sub_category && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {item.sub_category}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ maxWidth: 360 }}>
              <Sizes sizes={item.sizes} />
              {item.discount && item.discount.length > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  Tiers: {item.discount.map((tier) => `${tier.quantity}+ $${priceText(tier.price)}`).join(', ')}
                </Typography>
              )}
            </TableCell>
            <TableCell>{item.restricted ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CatalogueTable>
  );
}
