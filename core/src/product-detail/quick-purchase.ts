import { BehaviorSubject, type Observable } from 'rxjs';
import type { AddOutcome } from '../cart/cart-outcome';
import type { CartItemToAdd } from '../cart/cart-line';
import type { ProductSummary } from '../catalogue/product';
import { productHref } from '../catalogue/product-card';
import type { ProductDetailApi } from './product-detail-api.port';
import { addOutcomeText, cartItemFor } from './purchase';
import type { ClearedOnLogout } from '../session/participants';
import { failureText } from '../shared/failure-text';
import { toStoreFailure } from '../shared/failure';
import type { Navigation } from '../shared/navigation';

const DETAIL_CALL = 'GET uni/product/{slug}';

/** What was said about the last "Tambah ke Keranjang" pressed on a card, beside that product. */
export interface QuickPurchaseNote {
  readonly productId: number;
  readonly text: string;
  /** Whether the product went into the cart (a failure or "Stok Habis" is not). */
  readonly added: boolean;
}

export interface QuickPurchaseState {
  /** The product whose variant is being read: one press at a time. */
  readonly adding: number | null;
  readonly note: QuickPurchaseNote | null;
}

const nothing: QuickPurchaseState = { adding: null, note: null };

/**
 * What a product's card offers beside it (the wishlist's, an inspiration's):
 * "Tambah ke Keranjang" when the product is one variant, else "Pilih Varian" to its page, where the product page asks
 * for the variant and colour ("Pilih varian dan warna terlebih dahulu") as it
 * does for every product; a bundle's parts are chosen there too.
 */
export const quickBuyChoice = (product: Pick<ProductSummary, 'isBundle' | 'variantsAvailable' | 'colorsAvailable'>): 'add' | 'choose' =>
  product.isBundle || product.variantsAvailable > 1 || product.colorsAvailable > 1 ? 'choose' : 'add';

/**
 * "Tambah ke Keranjang" on a product's card, away from its page (the
 * wishlist, an inspiration's products). A card is a product, the cart holds
 * variants: the product is read (`GET uni/product/{slug}`)
 * and, when it has one variant, that variant goes into the cart as the
 * product page would add it; a product with a choice of variants, or a
 * bundle (whose parts the product page reads), opens its page to choose.
 *
 * Each page that offers it binds a subclass of its own (WishlistPurchase,
 * InspirationPurchase), so what one page said is never shown on another.
 */
export class QuickPurchase implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<QuickPurchaseState>(nothing);
  readonly state$: Observable<QuickPurchaseState> = this.state.asObservable();
  private shopper = 0;

  constructor(
    private readonly products: Pick<ProductDetailApi, 'bySlug'>,
    private readonly cart: { add(item: CartItemToAdd): AddOutcome },
    private readonly navigation: Navigation,
  ) {}

  get current(): QuickPurchaseState {
    return this.state.getValue();
  }

  /** Never rejects: a failure is said beside the product. */
  async add(product: ProductSummary): Promise<void> {
    if (this.current.adding !== null) return;
    if (product.isBundle) {
      this.navigation.go(productHref(product));
      return;
    }
    const shopper = this.shopper;
    this.state.next({ adding: product.id, note: null });
    try {
      const detail = await this.products.bySlug(product.slug);
      if (shopper !== this.shopper) return;
      const only = detail.variants.length === 1 ? detail.variants[0] : undefined;
      if (!only) {
        this.state.next(nothing);
        this.navigation.go(productHref(product));
        return;
      }
      const outcome = this.cart.add(cartItemFor(detail, only, 1));
      this.state.next({ adding: null, note: { productId: product.id, text: addOutcomeText(outcome), added: outcome.kind !== 'refused-out-of-stock' } });
    } catch (error) {
      if (shopper !== this.shopper) return;
      const text = `Produk belum dapat ditambahkan. ${failureText(toStoreFailure(error, DETAIL_CALL))}`;
      this.state.next({ adding: null, note: { productId: product.id, text, added: false } });
    }
  }

  /** Leaving the page: what was said belongs to that visit. */
  forget(): void {
    if (this.current.adding === null) this.state.next(nothing);
  }

  clearOnLogout(): void {
    this.shopper++;
    this.state.next(nothing);
  }
}
