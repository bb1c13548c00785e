import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryConsultationApi } from './consultation-api.fake';
import { anInteriorProject } from './interior-project.fixture';
import { InteriorProjectDetail, InteriorProjects } from './interior-projects';

const projects = [
  ...Array.from({ length: 14 }, (_, i) => anInteriorProject({ id: i + 1, slug: `surabaya-${i + 1}` })),
  anInteriorProject({ id: 20, slug: 'ruko-gresik', city: 'gresik', cityName: 'Gresik' }),
];

const settle = async () => {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
};

const setUp = (loggedIn = true) => {
  const session = new BehaviorSubject(loggedIn);
  const api = new InMemoryConsultationApi(projects);
  return { session, api, list: new InteriorProjects(api, session), detail: new InteriorProjectDetail(api, session) };
};

describe('InteriorProjects (document 2 §6: more/interior/customer needs login)', () => {
  it('invites a guest to log in and never asks the server', async () => {
    const { list, api } = setUp(false);
    list.show({ city: null, page: 1 });
    await settle();
    expect(list.current).toEqual({ status: 'login-needed' });
    expect(api.calls).toEqual([]);
  });

  it('shows a customer 12 projects a page ("interior list 12", document 1 §9), then the next page', async () => {
    const { list, api } = setUp();
    list.show({ city: null, page: 1 });
    expect(list.current).toMatchObject({ status: 'loading' });
    await settle();
    expect(list.current).toMatchObject({ status: 'ready', total: 15, totalPages: 2 });
    expect(list.current.status === 'ready' && list.current.projects).toHaveLength(12);
    list.show({ city: null, page: 2 });
    await settle();
    expect(list.current.status === 'ready' && list.current.projects.map((p) => p.slug)).toEqual(['surabaya-13', 'surabaya-14', 'ruko-gresik']);
    expect(api.calls.at(-1)).toEqual({ call: 'projects', argument: { page: 2, perPage: 12 } });
  });

  it("asks for a city's projects by its category", async () => {
    const { list, api } = setUp();
    list.show({ city: 'gresik', page: 1 });
    await settle();
    expect(api.calls.at(-1)?.argument).toEqual({ city: 'gresik', page: 1, perPage: 12 });
    expect(list.current.status === 'ready' && list.current.projects.map((p) => p.slug)).toEqual(['ruko-gresik']);
  });

  it('says so when a city has no project yet', async () => {
    const { list } = setUp();
    list.show({ city: 'sidoarjo', page: 1 });
    await settle();
    expect(list.current).toEqual({ status: 'empty', query: { city: 'sidoarjo', page: 1 } });
  });

  it('fails with the call named, and a retry asks again', async () => {
    const { list, api } = setUp();
    api.failing.projects = new StoreFailure('network', 'GET more/interior/customer', 'offline');
    list.show({ city: null, page: 1 });
    await settle();
    expect(list.current).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    delete api.failing.projects;
    list.reload();
    await settle();
    expect(list.current.status).toBe('ready');
  });

  it('shows the projects once the guest logs in, by any door, without being asked again', async () => {
    const { list, session, api } = setUp(false);
    list.show({ city: null, page: 2 });
    await settle();
    expect(list.current.status).toBe('login-needed');
    session.next(true);
    await settle();
    expect(list.current).toMatchObject({ status: 'ready', query: { city: null, page: 2 } });
    expect(api.calls).toHaveLength(1);
  });

  it('drops what the customer saw at a logout or a 401, and invites a login again', async () => {
    const { list, session } = setUp();
    list.show({ city: null, page: 1 });
    await settle();
    session.next(false);
    expect(list.current).toEqual({ status: 'login-needed' });
  });

  it('clears the view when the session is cleared, and keeps what the page asks for', async () => {
    const { list, session } = setUp();
    list.show({ city: 'gresik', page: 1 });
    await settle();
    list.clearOnLogout();
    expect(list.current).toEqual({ status: 'login-needed' });
    session.next(false);
    session.next(true);
    await settle();
    expect(list.current).toMatchObject({ status: 'ready', query: { city: 'gresik', page: 1 } });
  });

  it('does not ask twice for the page already shown, and drops an answer for a page left', async () => {
    const { list, api } = setUp();
    list.show({ city: null, page: 1 });
    list.show({ city: null, page: 1 });
    list.show({ city: null, page: 2 });
    await settle();
    expect(list.current).toMatchObject({ status: 'ready', query: { page: 2 } });
    list.forget();
    expect(list.current).toEqual({ status: 'idle' });
    expect(api.calls).toHaveLength(2);
  });
});

describe('InteriorProjectDetail', () => {
  it("shows a customer the project by its address's slug", async () => {
    const { detail } = setUp();
    detail.show('ruko-gresik');
    await settle();
    expect(detail.current).toMatchObject({ status: 'ready', project: { id: 20, cityName: 'Gresik' } });
  });

  it('invites a guest, then shows the project when they log in', async () => {
    const { detail, session, api } = setUp(false);
    detail.show('ruko-gresik');
    await settle();
    expect(detail.current).toEqual({ status: 'login-needed' });
    expect(api.calls).toEqual([]);
    session.next(true);
    await settle();
    expect(detail.current.status).toBe('ready');
  });

  it('tells a project that is gone from one that failed to come', async () => {
    const { detail, api } = setUp();
    detail.show('sudah-dihapus');
    await settle();
    expect(detail.current).toEqual({ status: 'not-found', slug: 'sudah-dihapus' });
    api.failing.project = new StoreFailure('server', 'GET more/interior/customer/{id}', 'down');
    detail.show('ruko-gresik');
    await settle();
    expect(detail.current).toMatchObject({ status: 'failed', slug: 'ruko-gresik' });
    delete api.failing.project;
    detail.reload();
    await settle();
    expect(detail.current.status).toBe('ready');
  });

  it('drops the project at a logout', async () => {
    const { detail, session } = setUp();
    detail.show('ruko-gresik');
    await settle();
    session.next(false);
    expect(detail.current).toEqual({ status: 'login-needed' });
    detail.clearOnLogout();
    expect(detail.current).toEqual({ status: 'login-needed' });
  });
});
