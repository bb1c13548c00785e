import type { ProductDetail, ProductVariant } from './product-detail';

/** What the shopper has picked so far: a variant name ("Laci Sorong") and a colour, each possibly not yet. */
export interface VariantChoice {
  readonly name: string | null;
  readonly color: string | null;
}

export interface VariantOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
  /** No variant with this value (and the other pick) has stock: shown, selectable, marked "Stok Habis". */
  readonly soldOut: boolean;
}

export interface VariantPicker {
  /** The "Varian" group; empty when the product has no variant names to choose between. */
  readonly names: readonly VariantOption[];
  /** The "Warna" group for the chosen name (every colour before one is chosen). */
  readonly colors: readonly VariantOption[];
  /** The variant both picks name, or null while the choice is incomplete. */
  readonly variant: ProductVariant | null;
}

export const SOLD_OUT_LABEL = 'Stok Habis';

const unique = (values: readonly string[]): readonly string[] => [...new Set(values)];

/**
 * The choice a product page starts with: nothing chosen, so the page shows the
 * range across variants ("the range across variants", issue 10), unless there
 * is only one variant name or one colour to choose, which is then chosen.
 */
export const initialVariantChoice = (detail: Pick<ProductDetail, 'variants'>): VariantChoice => {
  const names = unique(detail.variants.map((variant) => variant.name));
  const colors = unique(detail.variants.map((variant) => variant.color ?? ''));
  return { name: names.length === 1 ? names[0]! : null, color: colors.length === 1 ? colors[0]! : null };
};

/** The variant a complete choice names. A variant without a colour matches the colour ''. */
export const chosenVariant = (detail: Pick<ProductDetail, 'variants'>, choice: VariantChoice): ProductVariant | null => {
  if (choice.name === null || choice.color === null) return null;
  return detail.variants.find((variant) => variant.name === choice.name && (variant.color ?? '') === choice.color) ?? null;
};

/**
 * The two radio groups of the page. Picking a name keeps the colour when that
 * name has it (else the colour is cleared), so a change of size does not lose
 * the colour the shopper liked.
 */
export const variantPicker = (detail: Pick<ProductDetail, 'variants'>, choice: VariantChoice): VariantPicker => {
  const names = unique(detail.variants.map((variant) => variant.name));
  const forName = detail.variants.filter((variant) => choice.name === null || variant.name === choice.name);
  const colors = unique(forName.map((variant) => variant.color ?? '')).filter((color) => color !== '');
  return {
    names:
      names.length > 1 || names[0] !== ''
        ? names.map((name) => ({
            value: name,
            label: name,
            selected: name === choice.name,
            soldOut: !detail.variants.some((variant) => variant.name === name && variant.stock > 0),
          }))
        : [],
    colors: colors.map((color) => ({
      value: color,
      label: color,
      selected: color === choice.color,
      soldOut: !forName.some((variant) => (variant.color ?? '') === color && variant.stock > 0),
    })),
    variant: chosenVariant(detail, choice),
  };
};

/** The choice after the shopper picks a variant name. */
export const pickVariantName = (detail: Pick<ProductDetail, 'variants'>, choice: VariantChoice, name: string): VariantChoice => {
  const colors = detail.variants.filter((variant) => variant.name === name).map((variant) => variant.color ?? '');
  const color = choice.color !== null && colors.includes(choice.color) ? choice.color : colors.length === 1 ? colors[0]! : null;
  return { name, color };
};

/** The choice after the shopper picks a colour. */
export const pickVariantColor = (detail: Pick<ProductDetail, 'variants'>, choice: VariantChoice, color: string): VariantChoice => {
  if (choice.name !== null) return { name: choice.name, color };
  const names = detail.variants.filter((variant) => (variant.color ?? '') === color).map((variant) => variant.name);
  return { name: names.length === 1 ? names[0]! : null, color };
};
