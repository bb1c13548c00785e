import { FlashSaleBlock } from '../../flash-sale/FlashSaleBlock';
import { InspirationHighlight } from '../../inspiration/InspirationHighlight';
import { BannerCarousel } from '../BannerCarousel';
import { CategoryGrid } from '../CategoryGrid';
import { Endorsements } from '../Endorsements';
import { HomePopup } from '../HomePopup';
import { LastSeenCarousel } from '../LastSeenCarousel';
import { NewestProducts } from '../NewestProducts';
import { ProductGroups } from '../ProductGroups';
import { BudgetBanners, InteriorDesignBanner } from '../PromoBanners';

/**
 * `/`: the home page, in document 1 §2's order. Every public block is rendered by the server
 * with its data (home-data.ts); last seen, a customer's endorsements and the popup come after
 * hydration.
 */
export default function HomePage() {
  return (
    <>
      {/* "It holds a hidden page heading" (document 1 §2). */}
      <h1 className="visually-hidden">MORE Furniture: Belanja Furnitur dan Perlengkapan Rumah Online</h1>
      <BannerCarousel />
      <FlashSaleBlock />
      <CategoryGrid />
      <InteriorDesignBanner />
      <BudgetBanners />
      <ProductGroups />
      <NewestProducts />
      <LastSeenCarousel />
      <Endorsements />
      <InspirationHighlight />
      <HomePopup />
    </>
  );
}
