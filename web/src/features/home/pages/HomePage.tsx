import { NewestProducts } from '../NewestProducts';

/** `/`: the home page. Its other blocks (banners, flash sale, groups…) join with the catalogue issue. */
export default function HomePage() {
  return (
    <>
      {/* "It holds a hidden page heading" (document 1 §2). */}
      <h1 className="visually-hidden">MORE Furniture: Belanja Furnitur dan Perlengkapan Rumah Online</h1>
      <NewestProducts />
    </>
  );
}
