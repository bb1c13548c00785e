import {
  INTERIOR_PATH,
  type InteriorProject,
  InteriorProjectDetail,
  type InteriorProjectView,
  interiorCityPath,
  interiorProjectCrumbs,
  interiorProjectFacts,
  interiorProjectGallery,
  interiorProjectNameOfSlug,
  ready,
} from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useCustomer } from '../../../shared/use-customer';
import { useStore } from '../../../shared/use-store';
import { Gallery } from '../../product-detail/public';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { LoginInvitation } from '../LoginInvitation';
import styles from '../Interior.module.css';
import { valueText } from '../../../shared/dates/store-dates';

const LOGIN_NEEDED: InteriorProjectView = { status: 'login-needed' };

/**
 * A customer's finished project, at /desain-interior/{slug} and
 * /portfolio/{slug} (one page; its canonical address is the first). The
 * project needs login (document 2 §6): the server and a guest see its frame,
 * its name read from the address and the invitation to log in; a customer
 * its photos (the product page's gallery: arrows, keys, a swipe on a phone),
 * its facts, its story, and the way to ask for one like it.
 */
export default function InteriorProjectPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const detail = useService(InteriorProjectDetail);
  const state = useStore(detail);
  const customer = useCustomer();

  useEffect(() => {
    if (slug) detail.show(slug);
  }, [detail, slug]);
  useEffect(() => () => detail.forget(), [detail]);

  const view: InteriorProjectView = customer === null ? LOGIN_NEEDED : state;
  const project = view.status === 'ready' ? view.project : null;

  return (
    <article className={styles.page} aria-labelledby="proyek-judul">
      <Breadcrumb crumbs={interiorProjectCrumbs(slug, project)} />
      <header className="stack-3">
        <p className={styles.eyebrow}>Proyek Desain Interior</p>
        <h1 id="proyek-judul" className={styles.title}>
          {project?.title ?? (view.status === 'not-found' ? 'Proyek tidak ditemukan' : interiorProjectNameOfSlug(slug))}
        </h1>
      </header>
      <ProjectBody view={view} onRetry={() => detail.reload()} />
      <aside className={styles.consult} aria-labelledby="ajak-konsultasi">
        <h2 id="ajak-konsultasi">Ingin ruang seperti ini?</h2>
        <p>Ceritakan ruang Anda kepada desainer kami. Konsultasi pertama gratis, dan kami akan menghubungi Anda lewat WhatsApp untuk menjadwalkan survei.</p>
        <Link href={`${project ? interiorCityPath(project.city) : INTERIOR_PATH}#konsultasi`} className="link-btn">
          Ajukan Konsultasi Gratis
        </Link>
      </aside>
    </article>
  );
}

const ProjectBody = ({ view, onRetry }: { readonly view: InteriorProjectView; readonly onRetry: () => void }) => {
  if (view.status === 'login-needed') {
    return (
      <LoginInvitation
        level={2}
        title="Masuk untuk melihat foto dan detail proyek"
        text="Foto, luas, gaya, dan cerita proyek interior kami tampilkan untuk pelanggan MORE. Masuk atau daftar gratis, lalu Anda kembali ke proyek ini."
      />
    );
  }
  if (view.status === 'not-found') {
    return (
      <div className={styles.notice} data-testid="interior-project-not-found">
        <p>Proyek ini sudah tidak kami tampilkan, atau alamatnya berubah. Lihat proyek lain yang sudah kami kerjakan.</p>
        <Link href={`${INTERIOR_PATH}#proyek`} className="link-btn">
          Lihat Semua Proyek
        </Link>
      </div>
    );
  }
  // The rest is a load like any other: the project is its value.
  return (
    <Loadable
      state={view.status === 'ready' ? ready(view.project) : view}
      skeleton={
        <div role="status" aria-busy="true" aria-label="Memuat proyek" className={styles.projectTop} data-testid="interior-project-loading">
          <div className={styles.detailSkeleton} />
        </div>
      }
      skeletonIsStatus
      failure="Proyek belum dapat ditampilkan."
      onRetry={onRetry}
      failureTestId="interior-project-failed"
    >
      {(project) => <ProjectView project={project} />}
    </Loadable>
  );
};

const ProjectView = ({ project }: { readonly project: InteriorProject }) => (
  <>
    <div className={styles.projectTop}>
      <Gallery gallery={interiorProjectGallery(project)} name={project.title} slot="roomGallery" />
      <dl className={styles.facts} data-testid="interior-project-facts">
        {interiorProjectFacts(project).map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{valueText(fact.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
    <section className="page-section" aria-labelledby="cerita-proyek">
      <h2 id="cerita-proyek" className="t-lg">
        Cerita Proyek
      </h2>
      <p className={styles.story}>{project.description}</p>
    </section>
  </>
);
