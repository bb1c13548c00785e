import { useEffect, useRef, useState } from 'react';
import styles from './CopyButton.module.css';

interface Props {
  /** What goes to the clipboard: a voucher code, a virtual account number. */
  readonly value: string;
  /** The button's name for a screen reader, e.g. "Salin kode HEMAT100". */
  readonly label: string;
  /** Said (politely) once it is copied, e.g. "Kode HEMAT100 disalin". */
  readonly copiedText: string;
}

/**
 * "Salin": puts a value a shopper must type elsewhere (a voucher code, the
 * virtual account number in the bank's app) on the clipboard, says so for two
 * seconds, and tells a screen reader.
 */
export const CopyButton = ({ value, label, copiedText }: Props) => {
  const [copied, setCopied] = useState(false);
  // One "Tersalin" at a time: a second press starts its two seconds afresh, and leaving the page ends it.
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(reset.current);
      reset.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure page, a refused permission): the value stays on screen to type.
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.copy} onClick={() => void copy()} aria-label={label} data-print="hide">
        {copied ? 'Tersalin' : 'Salin'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? copiedText : ''}
      </span>
    </>
  );
};
