import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CATEGORY_TITLES, itemImagePath, type ProductType, type StorefrontAnswer } from '@portal/domain';
import { useGroupPaths, useStorefront, type GroupPaths } from '../../app/group';
import { FallbackImage } from '../../shared/fallback-image';

/** The customs tile opens the store list when the group has stores (SPEC.md section 2). */
function tileTarget(type: ProductType, storefront: StorefrontAnswer, paths: GroupPaths): string {
  if (type === 'customs' && storefront.stores.length > 0) return paths.stores;
  return paths.catalog(type);
}

/** One tile per category the group's catalogue has, pictured by its first item. */
export function Component() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {storefront.title}
      </Typography>
      <Box
        component="ul"
        aria-label="Categories"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {storefront.categories.map((type, index) => {
          const first = storefront.catalogue.find((item) => item.type === type);
          return (
            <li key={type}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={tileTarget(type, storefront, paths)} sx={{ height: '100%' }}>
                  {first && (
                    <FallbackImage
                      src={itemImagePath(first.code, first.default_color)}
                      alt=""
                      width={600}
                      height={600}
                      loading={index < 8 ? 'eager' : 'lazy'}
                      style={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '1 / 1', background: '#f3f2ef' }}
                    />
                  )}
                  <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {CATEGORY_TITLES[type]}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
