import { StoreFailure } from '@more/core';
import { anInteriorProject, aUser } from '@more/core/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { interiorWorld, renderInterior } from './interior.fixture';
import { InteriorProjectsSection } from './InteriorProjectsSection';
import InteriorProjectPage from './pages/InteriorProjectPage';

const projects = [
  ...Array.from({ length: 14 }, (_, i) => anInteriorProject({ id: i + 1, slug: `rumah-${i + 1}`, title: `Rumah ${i + 1}` })),
  anInteriorProject({ id: 20, slug: 'ruko-skandinavia-di-kebomas', title: 'Ruko Skandinavia di Kebomas', city: 'gresik', cityName: 'Gresik', propertyType: 'Ruko', style: 'Skandinavia' }),
];
const titles = () => within(screen.getByTestId('interior-projects')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe("the customers' projects (document 2 §6: more/interior/customer needs login)", () => {
  it('invites a guest to log in and come back to the same page, and never asks the server', () => {
    const world = interiorWorld({ projects, loggedIn: false });
    renderInterior('/desain-interior?kota=gresik&page=1', <InteriorProjectsSection city={null} />, world);
    const invitation = screen.getByTestId('interior-login');
    expect(within(invitation).getByRole('heading', { level: 3 }).textContent).toBe('Masuk untuk melihat proyek pelanggan kami');
    expect(within(invitation).getByRole('link', { name: 'Masuk untuk Melihat' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/desain-interior?kota=gresik&page=1')}`,
    );
    expect(screen.queryByRole('navigation', { name: 'Filter kota' })).toBeNull();
    expect(world.api.calls).toEqual([]);
  });

  it('shows a customer 12 a page ("interior list 12", document 1 §9) with a pager and the city filter in the address', async () => {
    const world = interiorWorld({ projects });
    renderInterior('/desain-interior', <InteriorProjectsSection city={null} />, world);
    expect(screen.getByTestId('interior-projects-loading')).toBeTruthy();
    await screen.findByTestId('interior-projects');
    expect(titles()).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Halaman proyek' });
    expect(within(pager).getByRole('link', { name: 'Halaman 2' }).getAttribute('href')).toBe('/desain-interior?page=2#proyek');
    const filter = screen.getByRole('navigation', { name: 'Filter kota' });
    expect(within(filter).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Semua Kota', '/desain-interior#proyek'],
      ['Surabaya', '/desain-interior?kota=surabaya#proyek'],
      ['Gresik', '/desain-interior?kota=gresik#proyek'],
      ['Sidoarjo', '/desain-interior?kota=sidoarjo#proyek'],
    ]);
    expect(within(filter).getByRole('link', { name: 'Semua Kota' }).getAttribute('aria-current')).toBe('page');
    const card = screen.getByRole('link', { name: /^Rumah 1\b/ });
    expect(card.getAttribute('href')).toBe('/desain-interior/rumah-1');
  });

  it("lists a city page's own projects, its pages under its own path", async () => {
    const world = interiorWorld({ projects });
    renderInterior('/desain-interior/gresik?kota=surabaya', <InteriorProjectsSection city="gresik" />, world);
    await screen.findByTestId('interior-projects');
    expect(titles()).toEqual(['Ruko Skandinavia di Kebomas']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Proyek Kami di Gresik');
    expect(screen.getByText('Ruko · Skandinavia · Gresik')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Filter kota' })).toBeNull();
    expect(world.api.calls).toEqual([{ call: 'projects', argument: { city: 'gresik', page: 1, perPage: 12 } }]);
  });

  it('says a city without projects is empty, with the way to ask for a consultation', async () => {
    renderInterior('/desain-interior/sidoarjo', <InteriorProjectsSection city="sidoarjo" />, interiorWorld({ projects }));
    const empty = await screen.findByTestId('interior-projects-empty');
    expect(empty.textContent).toContain('Belum ada proyek di Sidoarjo yang bisa ditampilkan');
    expect(within(empty).getByRole('link', { name: 'Ajukan Konsultasi' }).getAttribute('href')).toBe('#konsultasi');
  });

  it('explains a failure in Indonesian and recovers with "Coba Lagi"', async () => {
    const world = interiorWorld({ projects });
    world.api.failing.projects = new StoreFailure('network', 'GET more/interior/customer', 'offline');
    renderInterior('/desain-interior', <InteriorProjectsSection city={null} />, world);
    const failed = await screen.findByTestId('interior-projects-failed');
    expect(failed.textContent).toContain('Proyek belum dapat ditampilkan.');
    delete world.api.failing.projects;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByTestId('interior-projects');
  });

  it('shows the projects without a reload when the guest logs in another way, and drops them at a logout or a 401', async () => {
    const world = interiorWorld({ projects, loggedIn: false });
    renderInterior('/desain-interior', <InteriorProjectsSection city={null} />, world);
    expect(screen.getByTestId('interior-login')).toBeTruthy();
    act(() => world.auth.signIn('token-1', aUser()));
    await screen.findByTestId('interior-projects');
    act(() => world.auth.clearToken());
    await waitFor(() => expect(screen.getByTestId('interior-login')).toBeTruthy());
    expect(screen.queryByTestId('interior-projects')).toBeNull();
  });
});

describe("a project's page (/desain-interior/{slug}, /portfolio/{slug})", () => {
  const project = anInteriorProject({
    slug: 'rumah-japandi-di-citraland',
    images: [
      { url: 'https://img.test/1.svg', alt: 'Ruang makan' },
      { url: 'https://img.test/2.svg', alt: 'Kamar tidur utama' },
    ],
  });

  it('shows a customer its photos, its facts, its story and the call to consult in its city', async () => {
    renderInterior('/portfolio/rumah-japandi-di-citraland', <InteriorProjectPage params={{ slug: 'rumah-japandi-di-citraland' }} />, interiorWorld({ projects: [project] }));
    expect(screen.getByTestId('interior-project-loading')).toBeTruthy();
    const gallery = await screen.findByRole('region', { name: 'Foto Rumah Japandi di Citraland' });
    expect(within(gallery).getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(within(gallery).getByRole('list', { name: 'Foto 1 dari 3' }), { key: 'ArrowRight' });
    expect(within(gallery).getByText('2 / 3')).toBeTruthy();
    const facts = screen.getByTestId('interior-project-facts');
    expect(facts.textContent).toContain('Luas120 m²');
    expect(facts.textContent).toContain('Selesai01 Juni 2026');
    expect(screen.getByText(project.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajukan Konsultasi Gratis' }).getAttribute('href')).toBe('/desain-interior/surabaya#konsultasi');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/desain-interior', '/desain-interior/surabaya']);
  });

  it("shows a guest the frame, the project's name from its address and the invitation", () => {
    const world = interiorWorld({ projects: [project], loggedIn: false });
    renderInterior('/portfolio/rumah-japandi-di-citraland', <InteriorProjectPage params={{ slug: 'rumah-japandi-di-citraland' }} />, world);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rumah Japandi di Citraland');
    // Right under the page's h1, the invitation's title is an h2 (under the projects section's h2 it is an h3).
    expect(within(screen.getByTestId('interior-login')).getByRole('heading', { level: 2 }).textContent).toBe('Masuk untuk melihat foto dan detail proyek');
    expect(within(screen.getByTestId('interior-login')).getByRole('link').getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/portfolio/rumah-japandi-di-citraland')}`);
    expect(screen.getByRole('link', { name: 'Ajukan Konsultasi Gratis' }).getAttribute('href')).toBe('/desain-interior#konsultasi');
    expect(world.api.calls).toEqual([]);
  });

  it('says a project that is gone is not found, with the way to the others', async () => {
    renderInterior('/desain-interior/sudah-dihapus', <InteriorProjectPage params={{ slug: 'sudah-dihapus' }} />, interiorWorld({ projects: [project] }));
    const gone = await screen.findByTestId('interior-project-not-found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Proyek tidak ditemukan');
    expect(within(gone).getByRole('link', { name: 'Lihat Semua Proyek' }).getAttribute('href')).toBe('/desain-interior#proyek');
  });

  it('explains a failure and retries', async () => {
    const world = interiorWorld({ projects: [project] });
    world.api.failing.project = new StoreFailure('server', 'GET more/interior/customer/{id}', 'down');
    renderInterior('/desain-interior/rumah-japandi-di-citraland', <InteriorProjectPage params={{ slug: 'rumah-japandi-di-citraland' }} />, world);
    const failed = await screen.findByTestId('interior-project-failed');
    delete world.api.failing.project;
    fireEvent.click(within(failed).getByRole('button', { name: 'Coba Lagi' }));
    await screen.findByRole('region', { name: 'Foto Rumah Japandi di Citraland' });
  });
});
