import { useState } from 'react';
import { type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { PRODUCT_TYPES, resolveCategory, type OfferGroupAnswer, type OfferLogosAnswer, type ProductType } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleOfferGroup, consoleOfferItems, consoleOfferLogos } from '../api/offer';
import { fromLoader } from '../api/request';
import { AddLogoDialog } from './add-logo-dialog';
import { groupPage, GroupPageHeading } from './group-page-frame';
import { LogoPlacements } from './logo-placements';
import { LogosList } from './logos-list';
import { DraftNotice } from './draft-notice';
import { useLogosForm } from './use-logos-form';

interface LogosPage {
  group: OfferGroupAnswer;
  logos: OfferLogosAnswer;
  /** The categories to offer logos for: those of the group's items and those already offered. */
  categories: ProductType[];
}

/** The group, its logos and placements as the draft has them, and the categories its items are in. */
export function loader({ request, params }: LoaderFunctionArgs): Promise<Settled<LogosPage>> {
  const caller = fromLoader(request);
  const key = params.group ?? '';
  return settle(
    Promise.all([consoleOfferGroup(key, caller), consoleOfferLogos(key, caller), consoleOfferItems(key, caller)]).then(
      ([group, logos, { items }]) => {
        const present = new Set(
          [...items.map((item) => item.type), ...Object.keys(logos.logos.embroideries)].map(resolveCategory),
        );
        return { group, logos, categories: PRODUCT_TYPES.filter((type) => present.has(type)) };
      },
    ),
  );
}

function GroupLogos({ page }: { page: LogosPage }) {
  const { group, logos, categories } = page;
  const state = useLogosForm(group.key, logos.logos, logos.placements);
  const [adding, setAdding] = useState(false);
  const readOnly = !group.may_edit;
  return (
    <>
      <GroupPageHeading group={group} name="Logos" />
      {readOnly && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read these logos; changing them needs an admin or one of the group&rsquo;s reps.
        </Alert>
      )}
      <LogoPlacements
        form={state.form}
        change={state.setForm}
        table={logos.placements}
        problem={state.problems.placements}
        readOnly={readOnly}
      />
      <Box component="section" aria-labelledby="logos-heading" sx={{ mt: 4 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="logos-heading" variant="h5" component="h2">
            Logos
          </Typography>
          {!readOnly && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              Add logo
            </Button>
          )}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, maxWidth: '75ch' }}>
          Each logo is offered for the categories ticked. Its picture is an SVG or PNG file uploaded here (an SVG is cleaned of
          scripts and outside references), or one drawn from its name; the thumbnails and the pictures of logos on garments are
          made from it.
        </Typography>
        <LogosList
          form={state.form}
          change={state.setForm}
          problems={state.problems}
          categories={categories}
          readOnly={readOnly}
        />
      </Box>
      {!readOnly && (
        <Box sx={{ mt: 3 }}>
          {/* Beside the button that saves: the page is long, and its top is out of sight. */}
          <DraftNotice text={state.saved} group={group.key} onClose={state.clearSaved} />
          {state.error && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {state.error}
            </Alert>
          )}
          <Button
            variant="contained"
            aria-busy={state.busy}
            disabled={state.busy}
            startIcon={state.busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            onClick={() => void state.save()}
          >
            Save the logos to the draft
          </Button>
          {state.unsaved && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Changes on this page are not saved yet.
            </Typography>
          )}
          <AddLogoDialog
            open={adding}
            onClose={() => setAdding(false)}
            form={state.form}
            change={state.setForm}
            table={logos.placements}
            categories={categories}
          />
        </Box>
      )}
    </>
  );
}

/** A group's logos and placements (docs/catalogue.md#logos), saved whole to its draft. */
export const Component = groupPage<LogosPage>('Logos', GroupLogos);
