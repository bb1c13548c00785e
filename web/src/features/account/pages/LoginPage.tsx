import type { PageProps } from '../../../shared/route-contract';
import { DoorLayout } from '../DoorLayout';
import { LoginForm } from '../LoginForm';

/** `/login` (named route more-login; document 1 §2): closed to a logged-in shopper, whom the frame sends on. */
export default function LoginPage(_props: PageProps) {
  return (
    <DoorLayout title="Masuk" intro={<p>Masuk ke akun MORE untuk melihat pesanan, wishlist dan keranjang Anda di semua perangkat.</p>}>
      <LoginForm />
    </DoorLayout>
  );
}
