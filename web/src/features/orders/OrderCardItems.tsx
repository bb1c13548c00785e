import { type OrderSummary, orderCardItems } from '@more/core';
import { ProductImage } from '../../shared/product/ProductImage';
import list from './OrderList.module.css';

/** The first items of an order on a list's card, and "+N produk lainnya" for the rest (core's orderCardItems). */
export const OrderCardItems = ({ order }: { readonly order: Pick<OrderSummary, 'items'> }) => {
  const { shown, moreText } = orderCardItems(order);
  return (
    <>
      <ul className="stack-2 bare">
        {shown.map((item) => (
          <li key={`${item.variantId}-${item.comboId ?? ''}`} className={list.orderCardItem}>
            <ProductImage slot="orderThumb" image={item.image} decorative />
            <span>
              {item.nameLong}
              <span className="muted"> × {item.quantity}</span>
            </span>
          </li>
        ))}
      </ul>
      {moreText && <p className="muted">{moreText}</p>}
    </>
  );
};
