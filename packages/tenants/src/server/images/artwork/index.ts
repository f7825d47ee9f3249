// Flat product and logo artwork as SVG strings: pure, no I/O. Rendered to JPEG/PNG by render-images.
// One file per kind of picture: product.ts picks an item's drawing by its type and name from the
// kinds (apparel.ts, hats.ts, accessories.ts, …), which never import each other; logos.ts,
// banner.ts and placeholder.ts draw the rest. They share svg.ts (shapes), tile.ts (the product
// tile), colour.ts and text.ts.
export { landingHeaderSvg } from './banner';
export { groupLogoSvg, logoMark, logoSvg, providerLogoSvg } from './logos';
export { placeholderSvg } from './placeholder';
export { productSvg, type ProductOptions } from './product';
export { madeSvg, type MadeItem, type MadeLogo, type MadePictures } from './made';
export { escapeXml, initials } from './text';
