import { AuthStore, InMemorySessionStore, InteriorProjectDetail, InteriorProjects, type InteriorProject } from '@more/core';
import { InMemoryConsultationApi, aUser } from '@more/core/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';

/** Core's interior use cases on the in-memory consultation API, wired to a session as the 'consultation/projects' module wires them. */
export const interiorWorld = (options: { readonly projects?: readonly InteriorProject[]; readonly loggedIn?: boolean } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn === false ? null : { token: 'token-0', user: aUser() }));
  const api = new InMemoryConsultationApi(options.projects ?? []);
  const services = testServices([
    [AuthStore, auth],
    [InteriorProjects, new InteriorProjects(api, auth.loggedIn$)],
    [InteriorProjectDetail, new InteriorProjectDetail(api, auth.loggedIn$)],
  ]);
  return { auth, api, services };
};

/** Renders at an address, in memory. */
export const renderInterior = (address: string, view: ReactElement, world: ReturnType<typeof interiorWorld>) => {
  const location = memoryLocation({ path: address, record: true });
  return render(
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {view}
      </Router>
    </ServicesProvider>,
  );
};
