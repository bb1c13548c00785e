import { StoreFailure } from '@more/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../account-doors.fixture';
import { profileWorld } from '../profile/profile.fixture';
import ProfilePage from './ProfilePage';

const page = <ProfilePage params={{}} />;
const pngFile = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

const open = async (world = profileWorld()) => {
  renderAt('/profile', page, world);
  await screen.findByRole('form', { name: 'Data Diri' });
  return world;
};

describe('/profile: editing the account (issue 21 point 1)', () => {
  it('shows the progress as a meter with what is still missing; a failure offers "Coba Lagi", which recovers', async () => {
    const world = profileWorld({ profile: { picture: null, birthDate: null } });
    world.accountApi.failWith = null;
    const failing = world.accountApi.profileProgress.bind(world.accountApi);
    let fail = true;
    world.accountApi.profileProgress = () => (fail ? Promise.reject(new StoreFailure('server', 'GET more/user/check', 'HTTP 500', { status: 500 })) : failing());
    await open(world);
    expect((await screen.findByRole('alert')).textContent).toContain('Kelengkapan profil belum dapat ditampilkan.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    const meter = await screen.findByRole('meter', { name: 'Kelengkapan Profil' });
    expect(meter.getAttribute('value')).toBe('67');
    expect(screen.getByTestId('profile-progress').textContent).toContain('Belum lengkap: Foto profil, Tanggal lahir');
  });

  it('shows a skeleton while the progress loads', async () => {
    const world = profileWorld();
    world.accountApi.profileProgress = () => new Promise(() => undefined);
    await open(world);
    expect(screen.getByTestId('profile-progress-skeleton').getAttribute('aria-busy')).toBe('true');
  });

  it('saves the details and the header\'s name changes at once; a missing name is said beside the field, with focus on it', async () => {
    const world = await open();
    const form = screen.getByRole('form', { name: 'Data Diri' });
    const name = within(form).getByLabelText('Nama Lengkap');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nama wajib diisi')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(world.accountApi.calls).not.toContain('updateProfile');

    fireEvent.change(name, { target: { value: 'Ayu Lestari' } });
    fireEvent.click(within(form).getByLabelText('Laki-laki'));
    fireEvent.submit(form);
    expect(await within(form).findByText('Profil berhasil diperbarui')).toBeTruthy();
    expect(world.auth.current.user?.name).toBe('Ayu Lestari');
    expect(world.accountApi.profile.gender).toBe('male');
  });

  it('keeps what was typed and shows the server\'s refusal when the save is refused', async () => {
    const world = await open();
    const form = screen.getByRole('form', { name: 'Data Diri' });
    world.accountApi.failWith = new StoreFailure('rejected', 'PUT more/user/update', 'HTTP 422', {
      status: 422,
      serverMessage: 'Nama tidak valid',
      fieldErrors: { name: ['Nama tidak valid'] },
    });
    fireEvent.change(within(form).getByLabelText('Nama Lengkap'), { target: { value: 'Ayu 123' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nama tidak valid')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Nama Lengkap').value).toBe('Ayu 123');
  });

  it('refuses a text file and a 3 MB photo before any request; uploads a picture with its progress, and retries a failure', async () => {
    const world = await open();
    const input = screen.getByTestId('profile-photo-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'catatan.txt', { type: 'text/plain' })] } });
    expect((await screen.findByText('catatan.txt bukan gambar. Pilih foto JPG, PNG, WEBP atau GIF.')).getAttribute('role')).toBe('alert');
    fireEvent.change(input, { target: { files: [pngFile('besar.png', 3 * 1024 * 1024)] } });
    expect(await screen.findByText('besar.png terlalu besar (3,0 MB). Ukuran maksimal 2 MB.')).toBeTruthy();
    expect(world.accountApi.calls).not.toContain('uploadPhoto');

    world.accountApi.failWith = new StoreFailure('network', 'POST more/user/store', 'offline');
    fireEvent.change(input, { target: { files: [pngFile('saya.png', 2048)] } });
    expect((await screen.findByText(/Foto belum terunggah/)).textContent).toContain('Koneksi');
    world.accountApi.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Foto profil berhasil diperbarui')).toBeTruthy();
    expect(world.auth.current.user?.picture).toBe('https://media.test/avatar/saya.png');
  });

  it('changes the email and shows it unverified, with a code sent on request', async () => {
    const world = await open();
    const section = screen.getByRole('region', { name: 'Email' });
    fireEvent.click(within(section).getByRole('button', { name: 'Ubah Email' }));
    fireEvent.change(within(section).getByLabelText('Email Baru'), { target: { value: 'pembeli@more.test' } });
    fireEvent.submit(within(section).getByRole('form', { name: 'Ubah email' }));
    expect(await within(section).findByText('Email baru sama dengan email Anda sekarang')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Email Baru'), { target: { value: 'baru@more.test' } });
    fireEvent.submit(within(section).getByRole('form', { name: 'Ubah email' }));
    await waitFor(() => expect(screen.getByTestId('profile-email').textContent).toBe('baru@more.testBelum diverifikasi'));
    fireEvent.click(within(section).getByRole('button', { name: 'Kirim kode verifikasi' }));
    expect(await within(section).findByRole('form', { name: 'Kode verifikasi email' })).toBeTruthy();
    expect(world.verificationApi.sent.at(-1)).toMatchObject({ channel: 'email', target: 'baru@more.test' });
  });

  it('confirms a phone by its WhatsApp code: a wrong code is refused, the resend waits for the countdown, and the number is saved', async () => {
    const world = await open(profileWorld({ profile: { phone: null } }));
    const section = screen.getByRole('region', { name: 'Nomor HP' });
    expect(screen.getByTestId('profile-phone').textContent).toBe('Belum ada nomor HP');
    fireEvent.click(within(section).getByRole('button', { name: 'Tambah Nomor HP' }));
    fireEvent.change(within(section).getByLabelText('Nomor WhatsApp'), { target: { value: '0812 9876 5432' } });
    fireEvent.submit(within(section).getByRole('form', { name: 'Nomor WhatsApp baru' }));
    expect(await within(section).findByText('Kirim ulang kode dalam 60 detik')).toBeTruthy();
    act(() => {
      world.scheduler.flush();
    });
    const resend = within(section).getByRole('button', { name: 'Kirim Ulang Kode' });
    fireEvent.click(resend);
    expect(await within(section).findByText('Kirim ulang kode dalam 60 detik')).toBeTruthy();
    expect(world.verificationApi.sent.filter((sent) => sent.channel === 'whatsapp')).toHaveLength(2);

    const code = within(section).getByLabelText('Kode OTP');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.submit(within(section).getByRole('form', { name: 'Kode verifikasi WhatsApp' }));
    expect(await within(section).findByText('Kode OTP salah atau sudah kedaluwarsa')).toBeTruthy();
    expect(world.accountApi.calls).not.toContain('updateProfile');
    fireEvent.change(code, { target: { value: world.verificationApi.sent.at(-1)!.code } });
    fireEvent.submit(within(section).getByRole('form', { name: 'Kode verifikasi WhatsApp' }));
    expect(await within(section).findByText('Nomor HP berhasil diverifikasi dan disimpan')).toBeTruthy();
    expect(screen.getByTestId('profile-phone').textContent).toBe('081298765432');
  });
});
