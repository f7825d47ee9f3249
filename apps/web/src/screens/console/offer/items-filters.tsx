import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ITEM_NAME_MAX_LENGTH, CATEGORY_TITLES, resolveCategory, type OfferItem } from '@portal/domain';

/** A category as staff read it: 'Hats' for hat; an unknown one as it is written. */
export const categoryTitle = (type: string) => {
  const known = resolveCategory(type);
  return known ? CATEGORY_TITLES[known] : type;
};

/** Whether an item is found by the search (its code or name, any case) and in the category chosen. */
export function matchesFilters(item: OfferItem, q: string, category: string): boolean {
  if (category && item.type !== category) return false;
  const words = q.trim().toLowerCase();
  if (!words) return true;
  return [item.code, item.name, item.fullname].some((text) => text.toLowerCase().includes(words));
}

interface ItemsFiltersProps {
  items: OfferItem[];
  q: string;
  category: string;
  onChange: (name: 'q' | 'category', value: string) => void;
  /** How many items the filters leave. */
  shown: number;
}

/** The items page's search and category, and how many items they leave (said to screen readers as it changes). */
export function ItemsFilters({ items, q, category, onChange, shown }: ItemsFiltersProps) {
  const categories = [...new Set(items.map((item) => item.type))].sort((a, b) =>
    categoryTitle(a).localeCompare(categoryTitle(b)),
  );
  return (
    <Box role="search" aria-label="Find items" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        label="Search by code or name"
        type="search"
        size="small"
        value={q}
        onChange={(event) => onChange('q', event.target.value)}
        slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
        sx={{ flex: '1 1 240px', maxWidth: 420 }}
      />
      <TextField
        label="Category"
        select
        size="small"
        value={category}
        onChange={(event) => onChange('category', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ flex: '0 1 220px' }}
      >
        <option value="">All categories</option>
        {categories.map((type) => (
          <option key={type} value={type}>
            {categoryTitle(type)}
          </option>
        ))}
      </TextField>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {shown === items.length ? `${items.length} items` : `${shown} of ${items.length} items`}
      </Typography>
    </Box>
  );
}
