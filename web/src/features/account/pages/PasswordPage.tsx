import { AccountPassword } from '@more/core';
import { useEffect, useState } from 'react';
import { FormSkeleton } from '../../../shared/forms/FormSkeleton';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useCustomer } from '../../../shared/use-customer';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ChangePasswordForm, Done, FirstPasswordForm } from '../password/PasswordForms';
import styles from '../profile/ProfilePage.module.css';

/**
 * `/profile/password` (needs login): whether the account has a password
 * (more/user/have/password) decides between changing it and setting a first
 * one (accounts made by social login).
 */
export default function PasswordPage(_props: PageProps) {
  const password = useService(AccountPassword);
  const state = useStore(password);
  const customer = useCustomer();
  const [created, setCreated] = useState(false);
  useEffect(() => {
    void password.ensureLoaded();
  }, [password]);
  const hasOne = state.status === 'ready' ? state.value : null;

  return (
    <section className={styles.page} aria-labelledby="password-title">
      <div className="stack-1">
        <h1 id="password-title" className="t-xl">
          {hasOne === false ? 'Buat Kata Sandi' : 'Ubah Kata Sandi'}
        </h1>
        <p className={styles.subtitle}>Gunakan minimal 8 karakter yang tidak Anda pakai di tempat lain.</p>
      </div>
      <Loadable state={state} skeleton={<FormSkeleton fields={3} label="Memuat kata sandi" />} busyLabel="Memuat kata sandi" failure="Pengaturan kata sandi belum dapat ditampilkan." onRetry={() => void password.load()}>
        {(has) =>
          created ? (
            <Done>Kata sandi berhasil dibuat. Kini Anda juga dapat masuk dengan email dan kata sandi.</Done>
          ) : has ? (
            <ChangePasswordForm email={customer?.email ?? ''} />
          ) : (
            <FirstPasswordForm email={customer?.email ?? ''} onCreated={() => setCreated(true)} />
          )
        }
      </Loadable>
    </section>
  );
}
