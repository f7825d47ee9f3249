// The HTML every e-mail of the portal shares: one fluid column at most 600 px wide, no fixed
// widths, inline styles only (mail clients drop style sheets), a title, an intro and a table of details.

export const FONT = 'font-family:Arial,Helvetica,sans-serif;';
export const MUTED = 'color:#52606d;';
// Addresses and codes have no spaces: let them break anywhere rather than widen the page.
export const BREAK = 'overflow-wrap:anywhere;word-break:break-word;';

/** A label and its value, one row of an e-mail's details; with an address, the value links there (HTML) or it follows the value (text). */
export type Detail = readonly [label: string, value: string, href?: string];

/** A link that opens outside the mail client's frame and tells the site nothing of where it came from. */
export function externalLink(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" style="color:#1a56db;">${escapeHtml(text)}</a>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A whole HTML e-mail: `body` (already HTML) comes after the title, the intro and the details. */
export function emailFrame(title: string, intro: string, details: readonly Detail[], body: string): string {
  const detailRows = details
    .map(
      ([label, value, href]) =>
        `<tr><th scope="row" align="left" style="padding:3px 12px 3px 0;${MUTED}white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</th>` +
        `<td style="padding:3px 0;vertical-align:top;${BREAK}">${href ? externalLink(href, value) : escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:#f4f5f7;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #e1e4e8;">
<tr><td style="${FONT}padding:20px 16px;font-size:14px;line-height:1.45;color:#1f2933;${BREAK}">
<h1 style="${FONT}font-size:20px;line-height:1.3;margin:0 0 12px;color:#1f2933;">${escapeHtml(title)}</h1>
<p style="${FONT}margin:0 0 16px;">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${FONT}width:100%;margin:0 0 20px;font-size:14px;color:#1f2933;">
${detailRows}
</table>
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
