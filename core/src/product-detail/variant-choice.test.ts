import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProductDetail, aProductVariant } from './product-detail.fixture';
import { chosenVariant, initialVariantChoice, pickVariantColor, pickVariantName, variantPicker } from './variant-choice';

const sofa = aProductDetail({
  variants: [
    aProductVariant({ id: 1, name: '2 Seater', color: 'Abu-abu', stock: 3 }),
    aProductVariant({ id: 2, name: '2 Seater', color: 'Krem', stock: 0 }),
    aProductVariant({ id: 3, name: '3 Seater', color: 'Abu-abu', stock: 0 }),
  ],
});

describe('variant and colour choice', () => {
  it('starts with nothing chosen when there is something to choose, so the page shows the range', () => {
    expect(initialVariantChoice(sofa)).toEqual({ name: null, color: null });
    expect(variantPicker(sofa, initialVariantChoice(sofa)).variant).toBeNull();
  });

  it('chooses the only name and the only colour at once', () => {
    const single = aProductDetail({ variants: [aProductVariant({ id: 7, name: 'Laci Sorong', color: 'Hitam' })] });
    expect(chosenVariant(single, initialVariantChoice(single))?.id).toBe(7);
    const colours = aProductDetail({
      variants: [aProductVariant({ id: 1, name: 'Laci', color: 'Hitam' }), aProductVariant({ id: 2, name: 'Laci', color: 'Putih' })],
    });
    expect(initialVariantChoice(colours)).toEqual({ name: 'Laci', color: null });
  });

  it('offers two radio groups, marking what has no stock "Stok Habis" but keeping it selectable', () => {
    const picker = variantPicker(sofa, { name: '2 Seater', color: 'Krem' });
    expect(picker.names.map((o) => [o.value, o.selected, o.soldOut])).toEqual([
      ['2 Seater', true, false],
      ['3 Seater', false, true],
    ]);
    expect(picker.colors.map((o) => [o.value, o.selected, o.soldOut])).toEqual([
      ['Abu-abu', false, false],
      ['Krem', true, true],
    ]);
    expect(picker.variant?.id).toBe(2);
  });

  it('keeps the colour when the new name has it, and clears it when not', () => {
    expect(pickVariantName(sofa, { name: '2 Seater', color: 'Abu-abu' }, '3 Seater')).toEqual({ name: '3 Seater', color: 'Abu-abu' });
    expect(pickVariantName(sofa, { name: '2 Seater', color: 'Krem' }, '3 Seater')).toEqual({ name: '3 Seater', color: 'Abu-abu' });
    const wide = aProductDetail({
      variants: [
        aProductVariant({ id: 1, name: 'A', color: 'Krem' }),
        aProductVariant({ id: 2, name: 'B', color: 'Hitam' }),
        aProductVariant({ id: 3, name: 'B', color: 'Putih' }),
      ],
    });
    expect(pickVariantName(wide, { name: 'A', color: 'Krem' }, 'B')).toEqual({ name: 'B', color: null });
  });

  it('a colour picked first completes the choice when only one name has it', () => {
    expect(pickVariantColor(sofa, { name: null, color: null }, 'Krem')).toEqual({ name: '2 Seater', color: 'Krem' });
    expect(pickVariantColor(sofa, { name: null, color: null }, 'Abu-abu')).toEqual({ name: null, color: 'Abu-abu' });
    expect(pickVariantColor(sofa, { name: '3 Seater', color: null }, 'Abu-abu')).toEqual({ name: '3 Seater', color: 'Abu-abu' });
  });

  it('hides the name group when the variants have no names, and matches a variant without colour', () => {
    const plain = aProductDetail({ variants: [aProductVariant({ id: 9, name: '', color: null })] });
    const picker = variantPicker(plain, initialVariantChoice(plain));
    expect(picker.names).toEqual([]);
    expect(picker.colors).toEqual([]);
    expect(picker.variant?.id).toBe(9);
  });

  it('every complete pick of an offered name and colour names an existing variant', () => {
    const variant = fc.record({ name: fc.constantFrom('A', 'B', 'C'), color: fc.constantFrom('Hitam', 'Putih'), stock: fc.nat(5) });
    fc.assert(
      fc.property(fc.uniqueArray(variant, { minLength: 1, selector: (v) => `${v.name}/${v.color}` }), (raw) => {
        const detail = aProductDetail({ variants: raw.map((v, i) => aProductVariant({ id: i + 1, ...v })) });
        for (const name of variantPicker(detail, initialVariantChoice(detail)).names) {
          const afterName = pickVariantName(detail, initialVariantChoice(detail), name.value);
          for (const color of variantPicker(detail, afterName).colors) {
            const variant = chosenVariant(detail, pickVariantColor(detail, afterName, color.value));
            expect(variant).not.toBeNull();
            expect(variant!.stock === 0).toBe(color.soldOut);
          }
        }
      }),
    );
  });
});
