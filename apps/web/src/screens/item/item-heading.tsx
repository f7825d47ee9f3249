import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice, offeredDiscountTiers, PRICE_ON_QUOTE, startsAtPrice, type CatalogueItem } from '@portal/domain';

/**
 * The item's name, code and description, its lowest price at the units of it in the order (as the
 * cart charges them) and the special or volume prices it offers.
 */
export function ItemHeading({ item, breakItem, units }: { item: CatalogueItem; breakItem: boolean; units: number }) {
  const startsAt = startsAtPrice(item, units);
  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
        {item.fullname}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Item {item.code}
      </Typography>
      {item.description && <Typography sx={{ mt: 1 }}>{item.description}</Typography>}
      {item.type !== 'customs' && (
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {startsAt === null ? PRICE_ON_QUOTE : `Starts at ${formatPrice(startsAt)} each`}
        </Typography>
      )}
      {!breakItem &&
        offeredDiscountTiers(item).map((tier) => (
          <Typography key={tier.quantity} color="secondary.dark" sx={{ fontWeight: 600 }}>
            {tier.quantity <= 1
              ? `Special price: ${formatPrice(tier.price)} each`
              : `Volume price: ${formatPrice(tier.price)} each when you order ${tier.quantity} or more in total`}
          </Typography>
        ))}
    </Box>
  );
}
