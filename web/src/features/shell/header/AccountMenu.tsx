import { Session, type User, loginLinkFor, profileMenuItems } from '@more/core';
import { Link, useLocation, useSearch } from 'wouter';
import { useService } from '../../../shared/services';
import { useHeaderDropdown } from './header-dropdowns';
import styles from './HeaderActions.module.css';
import { LogoutIcon, ReceiptIcon, UserIcon } from './icons';
import { useCustomer } from '../../../shared/use-customer';

const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || 'M';

/** "The profile menu (authenticated) holds Informasi Akun, Pesanan and Keluar" (document 1 §2). */
const ProfileMenu = ({ user }: { user: User }) => {
  const session = useService(Session);
  const { expanded, panelId, close, wrapperProps, buttonProps } = useHeaderDropdown('profile');
  return (
    <div className={styles.slot} {...wrapperProps}>
      <button {...buttonProps} data-testid="profile-menu-button" className={styles.iconButton} aria-label={`Menu akun ${user.name}`}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(user.name)}
        </span>
      </button>
      <div id={panelId} className={`${styles.panel} ${styles.profilePanel}`} hidden={!expanded}>
        <div className={styles.profileHead}>
          <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
            {initialOf(user.name)}
          </span>
          <div className="min-0">
            <p className={styles.profileName}>{user.name}</p>
            <p className={styles.profileEmail}>{user.email}</p>
          </div>
        </div>
        <ul className={styles.menuList}>
          {profileMenuItems.map((item) => (
            <li key={item.id}>
              {item.kind === 'link' ? (
                <Link href={item.href} className={styles.menuItem} onClick={close}>
                  {item.id === 'account' ? <UserIcon size={20} /> : <ReceiptIcon />}
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${styles.menuItem} ${styles.menuItemLogout}`}
                  onClick={() => {
                    close();
                    void session.logout();
                  }}
                >
                  <LogoutIcon />
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};

/** The profile menu for a customer; for a guest, "a login icon" that comes back to this page after login. */
export const AccountMenu = () => {
  const customer = useCustomer();
  const [path] = useLocation();
  const search = useSearch();
  if (customer) return <ProfileMenu user={customer} />;
  return (
    <Link data-testid="login-link" href={loginLinkFor(search ? `${path}?${search}` : path)} className={styles.iconButton} aria-label="Masuk atau daftar">
      <UserIcon />
    </Link>
  );
};
