import { type ProductSummary, type QuickPurchaseState, productHref, quickBuyChoice } from '@more/core';
import { Link } from 'wouter';

/**
 * A card's way into the cart: "Tambah ke Keranjang" for a product of one variant (one add at a
 * time, its outcome told in the note `noteId` names), "Pilih Varian" (its page) for the others.
 */
export const QuickBuyButton = ({
  product,
  bought,
  onAdd,
  noteId,
  addClassName,
  chooseClassName,
}: {
  readonly product: ProductSummary;
  readonly bought: QuickPurchaseState;
  readonly onAdd: () => void;
  readonly noteId: string;
  readonly addClassName: string | undefined;
  readonly chooseClassName: string | undefined;
}) => {
  if (quickBuyChoice(product) === 'choose') {
    return (
      <Link href={productHref(product)} className={chooseClassName} aria-label={`Pilih varian ${product.name}`}>
        Pilih Varian
      </Link>
    );
  }
  const adding = bought.adding === product.id;
  const added = bought.note?.productId === product.id && bought.note.added;
  return (
    <button
      type="button"
      className={addClassName}
      disabled={bought.adding !== null}
      aria-busy={adding || undefined}
      aria-describedby={noteId}
      aria-label={`Tambah ${product.name} ke keranjang`}
      onClick={onAdd}
    >
      {adding ? 'Menambahkan…' : added ? 'Ditambahkan ✓' : 'Tambah ke Keranjang'}
    </button>
  );
};
