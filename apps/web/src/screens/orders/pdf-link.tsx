import { downloadPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';

/** 'PDF': downloads a document the server draws; its name says which ('PDF of INV-2026-000012'), and starts with what it shows. */
export function PdfLink({ href, document }: { href: string; document: string }) {
  return (
    <a href={href} download className="orders-pdf-link" aria-label={`PDF of ${document}`}>
      <Icon path={downloadPath} />
      PDF
    </a>
  );
}
