// The colour table is the domain's, so the browser's swatches and these pictures use one RGB per colour.
export {
  COLOUR_TABLE,
  colourFill,
  colourFinish,
  fallbackFill,
  hashString,
  isKnownColour,
  itemColour,
  twoTone,
  type ColourFinish,
  type ItemColour,
} from '@portal/domain';
