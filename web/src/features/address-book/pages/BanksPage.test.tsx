import { StoreFailure } from '@more/core';
import { aBankAccount } from '@more/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booksWorld, renderPage } from '../address-book.fixture';
import BanksPage from './BanksPage';

/** Issue 21 point 4: `more/user/banks` with the banks of GET uni/bank and their icons (document 2 §7, "Regions and banks"). */

const bca = aBankAccount({ id: 1, accountNumber: '0881234567' });

describe('/profile/banks', () => {
  it('lists each account with its bank\'s logo and the number hidden but its last 4 digits', async () => {
    renderPage(<BanksPage params={{}} />, booksWorld({ accounts: [bca] }));
    expect(screen.getByTestId('bank-loading')).toBeTruthy();
    const card = (await screen.findAllByTestId('bank-card'))[0]!;
    expect(card.textContent).toContain('Bank Central Asia (BCA)');
    expect(card.textContent).toContain('•••• 4567');
    expect(card.textContent).not.toContain('0881234567');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://img.test/bank/bca.svg');
  });

  it('is empty with what to do', async () => {
    renderPage(<BanksPage params={{}} />, booksWorld());
    expect((await screen.findByTestId('bank-empty')).textContent).toContain('Belum ada rekening bank');
  });

  it('adds an account at a bank of the list; the server\'s refusal goes beside its field, what was typed stays', async () => {
    const world = booksWorld({ accounts: [bca] });
    renderPage(<BanksPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('bank-add'));
    const dialog = await screen.findByTestId('bank-dialog');
    const bank = within(dialog).getByRole('combobox', { name: 'Bank' });
    await waitFor(() => expect(bank).toHaveProperty('disabled', false));
    fireEvent.change(bank, { target: { value: 'mandiri' } });
    const option = screen.getByRole('option', { name: 'Bank Mandiri' });
    expect(option.querySelector('img')?.getAttribute('src')).toBe('https://img.test/bank/mandiri.svg');
    fireEvent.mouseDown(option);
    fireEvent.change(within(dialog).getByLabelText('Nomor rekening'), { target: { value: '1410012345678' } });
    fireEvent.change(within(dialog).getByLabelText('Nama pemilik rekening'), { target: { value: 'Sinta Wulandari' } });
    world.bankApi.failWith = new StoreFailure('rejected', 'POST more/user/banks/store', 'answered 422', {
      status: 422,
      serverMessage: 'Rekening sudah terdaftar',
      fieldErrors: { accountNumber: ['Nomor rekening ini sudah terdaftar di bank yang sama'] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Rekening' }));
    await within(dialog).findByText('Nomor rekening ini sudah terdaftar di bank yang sama');
    const number = within(dialog).getByLabelText<HTMLInputElement>('Nomor rekening');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.value).toBe('1410012345678');
    await waitFor(() => expect(document.activeElement).toBe(number));

    world.bankApi.failWith = null;
    fireEvent.change(number, { target: { value: '1410099998888' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Rekening' }));
    await waitFor(() => expect(screen.queryByTestId('bank-dialog')).toBeNull());
    expect(world.bankApi.callsOf('store')).toEqual([
      { bankId: 2, accountNumber: '1410012345678', holderName: 'Sinta Wulandari' },
      { bankId: 2, accountNumber: '1410099998888', holderName: 'Sinta Wulandari' },
    ]);
    expect(screen.getAllByTestId('bank-card')[0]!.textContent).toContain('•••• 8888');
  });

  it('says when the banks cannot be listed, and asks again', async () => {
    const world = booksWorld();
    world.regionsApi.failWith = new StoreFailure('server', 'GET uni/bank', 'boom', { status: 500 });
    renderPage(<BanksPage params={{}} />, world);
    fireEvent.click(await screen.findByTestId('bank-add'));
    const chooser = await screen.findByTestId('bank-chooser');
    await waitFor(() => expect(chooser.textContent).toContain('Hasil tidak dapat dimuat.'));
    world.regionsApi.failWith = null;
    fireEvent.click(within(chooser).getByRole('button', { name: 'Coba Lagi' }));
    await waitFor(() => expect(within(chooser).getByRole('combobox', { name: 'Bank' })).toHaveProperty('disabled', false));
  });
});
