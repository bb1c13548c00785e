import type { PageProps } from '../../../shared/route-contract';
import { DoorLayout } from '../DoorLayout';
import { RegisterForm } from '../RegisterForm';

/** `/register` (document 1 §2): closed to a logged-in shopper, whom the frame sends on. */
export default function RegisterPage(_props: PageProps) {
  return (
    <DoorLayout title="Daftar Akun" intro={<p>Buat akun MORE untuk menyimpan wishlist, melacak pesanan dan belanja lebih cepat.</p>}>
      <RegisterForm />
    </DoorLayout>
  );
}
