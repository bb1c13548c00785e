import {
  type InteriorCity,
  InteriorProjects,
  type InteriorProjectsView,
  emptyInteriorProjectsText,
  interiorCityList,
  interiorCityPages,
  interiorProjectsHref,
  interiorProjectsQueryOf,
  ready,
} from '@more/core';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { Pagination } from '../../shared/Pagination';
import { useService } from '../../shared/services';
import { useCustomer } from '../../shared/use-customer';
import { useStore } from '../../shared/use-store';
import { InteriorProjectCard } from './InteriorProjectCard';
import { LoginInvitation } from './LoginInvitation';
import styles from './Interior.module.css';

const LOGIN_NEEDED: InteriorProjectsView = { status: 'login-needed' };

/**
 * The customers' projects, 12 a page (document 1 §9), in the address with
 * their city filter (`?kota=`, on the service's page only: a city's page is
 * its city) and their page. The server and a guest see the invitation to log
 * in; a customer sees the projects as soon as the page knows them, and a
 * login in another tab or a 401 changes this at once (core's InteriorProjects).
 */
export const InteriorProjectsSection = ({ city }: { readonly city: InteriorCity | null }) => {
  const query = interiorProjectsQueryOf(useSearch(), city);
  const projects = useService(InteriorProjects);
  const state = useStore(projects);
  // Null on the server and while hydrating: the first render is the guest's, as the server's was.
  const customer = useCustomer();

  useEffect(() => {
    projects.show(query);
    // The query is a new object each render; its city and page are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [projects, query.city, query.page]);
  useEffect(() => () => projects.forget(), [projects]);
  // Another page or city keeps the scroll (same path): the shopper, at the pager below, is brought up to the list's start.
  const section = useRef<HTMLElement>(null);
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    const element = section.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [query.city, query.page]);

  const view: InteriorProjectsView = customer === null ? LOGIN_NEEDED : state;
  const place = city ? interiorCityPages[city].name : null;

  return (
    <section ref={section} id="proyek" className="page-section" aria-labelledby="proyek-title">
      <h2 id="proyek-title" className="t-lg">
        {place ? `Proyek Kami di ${place}` : 'Proyek Pelanggan Kami'}
      </h2>
      <p className={styles.sectionLead}>Rumah, apartemen, dan tempat usaha yang sudah kami rancang dan kerjakan bersama pemiliknya.</p>
      {city === null && view.status !== 'login-needed' && (
        <nav aria-label="Filter kota">
          <ul className={styles.filter}>
            {[null, ...interiorCityList.map((page) => page.city)].map((option) => (
              <li key={option ?? 'semua'}>
                <Link
                  href={interiorProjectsHref({ city: option, page: 1 })}
                  className={styles.filterLink}
                  aria-current={option === query.city ? 'page' : undefined}
                >
                  {option ? interiorCityPages[option].name : 'Semua Kota'}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProjectsView view={view} city={city} onRetry={() => projects.reload()} />
    </section>
  );
};

const ProjectsView = ({ view, city, onRetry }: { readonly view: InteriorProjectsView; readonly city: InteriorCity | null; readonly onRetry: () => void }) => {
  if (view.status === 'login-needed') {
    return (
      <LoginInvitation
        title="Masuk untuk melihat proyek pelanggan kami"
        text="Foto dan detail proyek interior yang sudah kami kerjakan kami tampilkan untuk pelanggan MORE. Masuk atau daftar gratis, lalu Anda kembali ke halaman ini."
      />
    );
  }
  if (view.status === 'empty') {
    return (
      <div className={styles.notice} data-testid="interior-projects-empty">
        <p>
          <strong>{emptyInteriorProjectsText(view.query.city)}</strong>
        </p>
        <p>Jadilah yang pertama: ceritakan ruang yang ingin Anda wujudkan, tim kami akan menghubungi Anda.</p>
        <a href="#konsultasi" className="link-btn">
          Ajukan Konsultasi
        </a>
      </div>
    );
  }
  // The rest is a load like any other: a page of projects is its value.
  return (
    <Loadable
      state={view.status === 'ready' ? ready(view) : view}
      skeleton={
        <ul className={styles.projects}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={styles.projectSkeleton} />
          ))}
        </ul>
      }
      busyLabel="Memuat proyek"
      failure="Proyek belum dapat ditampilkan."
      onRetry={onRetry}
      testId="interior-projects"
    >
      {({ query, projects, totalPages }) => (
        <>
          <ul className={styles.projects} aria-label={`Proyek${query.city ? ` di ${interiorCityPages[query.city].name}` : ''}, halaman ${query.page}`} data-testid="interior-projects">
            {projects.map((project) => (
              <InteriorProjectCard key={project.id} project={project} />
            ))}
          </ul>
          <Pagination page={query.page} totalPages={totalPages} hrefFor={(page) => interiorProjectsHref({ city: query.city, page }, city)} label="Halaman proyek" />
        </>
      )}
    </Loadable>
  );
};
