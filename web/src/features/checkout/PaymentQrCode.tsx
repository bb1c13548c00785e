import { useMemo } from 'react';
import styles from './PaymentQrCode.module.css';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr-matrix';

interface Props {
  /** What the code encodes: the gateway's QRIS payload. */
  readonly text: string;
  /** Its accessible name ("Kode QR pembayaran GoPay"), core's. */
  readonly label: string;
}

/**
 * A QR code as an inline SVG element: the server renders it into the page
 * and hydration finds the same markup (no canvas, no script, no image from
 * elsewhere for the CSP to refuse). Black on a white square with its quiet
 * zone, drawn crisp at any size; the stylesheet keeps it large enough to
 * scan from a screen.
 */
export const PaymentQrCode = ({ text, label }: Props) => {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(text);
    return { size: matrix.length + 2 * QUIET_ZONE, path: qrPath(matrix) };
  }, [text]);
  return (
    <svg
      className={styles.code}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="payment-qr"
      data-qr-text={text}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
};
