import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../../shared/services';
import { doorWorld } from '../account-doors.fixture';
import VerifyEmailPage from './VerifyEmailPage';

const renderVerify = (id: string, world = doorWorld()) => {
  render(
    <StrictMode>
      <ServicesProvider services={world.services}>
        <VerifyEmailPage params={{ id }} />
      </ServicesProvider>
    </StrictMode>,
  );
  return world;
};

describe('/verify-email/{id} (document 2 §2)', () => {
  it('says what is happening under one heading', () => {
    renderVerify('verifikasi-1');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Verifikasi Email']);
    expect(screen.getByRole('status').textContent).toContain('Mohon menunggu..');
  });

  it('"Success goes to /", replacing the link in the history, and confirms the link once', async () => {
    const world = renderVerify('verifikasi-1');
    await waitFor(() => expect(world.navigation.visits).toEqual([{ path: '/', replace: true }]));
    expect(world.verificationApi.confirmed).toEqual(['verifikasi-1']);
  });

  it('"failure goes to /404"', async () => {
    const world = renderVerify('tidak-ada');
    await waitFor(() => expect(world.navigation.visits).toEqual([{ path: '/404', replace: true }]));
  });
});
