import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_REFUNDED } from '../../../../contract/ticket';
import { codeImage, codeKind, type AnyTicket } from '../model/ticket-facts';
import { qrMatrix, qrPath } from '../model/qr-matrix';

/** Quiet zone around the QR code, in modules: scanners need it even when the page is white. */
const QR_MARGIN = 2;

/**
 * The ticket's code, large, for the gate: the QR code drawn from the ticket code the server
 * encoded (sharp at any size), else the server's picture scaled up without smoothing; a
 * barcode is the server's picture scaled the same way. A code the server did not send shows
 * the platform's message; a refunded ticket says so instead.
 */
export function TicketCode({ ticket }: { ticket: AnyTicket }) {
  const { t } = useTranslation();
  const kind = codeKind(ticket);
  const image = codeImage(ticket);
  const code = ticket.ticketcode?.trim() ?? '';
  const matrix = useMemo(() => (kind === 'qr' && image && code ? safeQrMatrix(code) : null), [kind, image, code]);

  if (ticket.status === TICKET_REFUNDED) {
    return (
      <p className="ticket-code__message ticket-code__message--refunded" role="alert">
        {t('ticket.page.refunded')}
      </p>
    );
  }
  if (!kind) return <p className="ticket-code__message">{t('ticket.code.none')}</p>;
  if (!image) {
    return (
      <p className="ticket-code__message" role="alert">
        {t(kind === 'qr' ? 'errors.qrcode' : 'errors.barcode')}
      </p>
    );
  }
  const label = t(kind === 'qr' ? 'ticket.code.qr' : 'ticket.code.barcode', { code });
  return (
    <figure className={`ticket-code ticket-code--${kind}`} data-testid="ticket-code">
      {matrix ? (
        <svg
          className="ticket-code__qr"
          role="img"
          aria-label={label}
          viewBox={`0 0 ${matrix.size + 2 * QR_MARGIN} ${matrix.size + 2 * QR_MARGIN}`}
          shapeRendering="crispEdges"
        >
          <rect width="100%" height="100%" fill="#fff" />
          <path d={qrPath(matrix, QR_MARGIN)} fill="#000" />
        </svg>
      ) : (
        <img className={kind === 'qr' ? 'ticket-code__qr' : 'ticket-code__barcode'} src={image} alt={label} />
      )}
      {code && (
        <figcaption className="ticket-code__digits" aria-hidden="true">
          {code}
        </figcaption>
      )}
    </figure>
  );
}

function safeQrMatrix(code: string) {
  try {
    return qrMatrix(code);
  } catch {
    return null; // too long for a QR code: the server's picture stands in
  }
}
