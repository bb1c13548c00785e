import { FlashSaleBlock } from '../../flash-sale/public';
import { InspirationHighlight } from '../../inspiration/public';
import { BannerCarousel } from '../BannerCarousel';
import { CategoryGrid } from '../CategoryGrid';
import { Endorsements } from '../Endorsements';
import { HomePopup } from '../HomePopup';
import { LastSeenCarousel } from '../LastSeenCarousel';
import { NewestProducts } from '../NewestProducts';
import { ProductGroups } from '../ProductGroups';
import { BudgetBanners, InteriorDesignBanner } from '../PromoBanners';
import { CheckoutEmptiedOnHome } from '@more/core';
import { type ReactNode, useEffect } from 'react';
import { useService } from '../../../shared/services';
import styles from '../Home.module.css';

/** A block the first screen of a phone does not reach: laid out and painted only as it nears the viewport. */
const BelowFold = ({ children }: { readonly children: ReactNode }) => <div className={styles.belowFold}>{children}</div>;

/**
 * `/`: the home page, in document 1 §2's order. Every public block is rendered by the server
 * with its data (home-data.ts); last seen, a customer's endorsements and the popup come after
 * hydration.
 */
export default function HomePage() {
  const checkout = useService(CheckoutEmptiedOnHome);
  // "Home sets the checkout order to empty on creation" (document 1 §4): in the browser, each time home is opened.
  useEffect(() => void checkout.empty(), [checkout]);
  return (
    <>
      {/* "It holds a hidden page heading" (document 1 §2). */}
      <h1 className="visually-hidden">MORE Furniture: Belanja Furnitur dan Perlengkapan Rumah Online</h1>
      <BannerCarousel />
      <FlashSaleBlock />
      <CategoryGrid />
      <BelowFold>
        <InteriorDesignBanner />
        <BudgetBanners />
      </BelowFold>
      <BelowFold>
        <ProductGroups />
      </BelowFold>
      <BelowFold>
        <NewestProducts />
      </BelowFold>
      <LastSeenCarousel />
      <BelowFold>
        <Endorsements />
      </BelowFold>
      <BelowFold>
        <InspirationHighlight />
      </BelowFold>
      <HomePopup />
    </>
  );
}
