import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { CATEGORY_TITLES, type ProductType } from '@portal/domain';
import { visuallyHidden } from '../../../common/visually-hidden';

interface LogoCategoriesProps {
  /** Whose categories, for the legend read out: 'Harbor Point Ford'. */
  logo: string;
  /** The categories to choose from. */
  categories: readonly ProductType[];
  chosen: readonly ProductType[];
  onChange: (chosen: ProductType[]) => void;
  problem?: string;
  readOnly?: boolean;
}

/** The categories a logo is offered for, ticked. */
export function LogoCategories({ logo, categories, chosen, onChange, problem, readOnly }: LogoCategoriesProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <legend style={visuallyHidden}>Categories {logo} is offered for</legend>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 1 }}>
        {categories.map((type) => (
          <FormControlLabel
            key={type}
            disabled={readOnly}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(type)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, type] : chosen.filter((each) => each !== type))}
              />
            }
            label={CATEGORY_TITLES[type]}
          />
        ))}
      </Box>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
}
