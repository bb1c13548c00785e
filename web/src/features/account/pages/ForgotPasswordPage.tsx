import type { PageProps } from '../../../shared/route-contract';
import { DoorLayout } from '../DoorLayout';
import { ResetRequestForm } from '../ResetRequestForm';

/** `/forgotPassword` (document 1 §2; a guest may "reset password", §6): ask for a reset link by mail. */
export default function ForgotPasswordPage(_props: PageProps) {
  return (
    <DoorLayout title="Lupa Kata Sandi" intro={<p>Masukkan email akun MORE Anda. Kami akan mengirim tautan untuk membuat kata sandi baru.</p>}>
      <ResetRequestForm />
    </DoorLayout>
  );
}
