import { type InteriorProjectSummary, interiorProjectPath } from '@more/core';
import { Link } from 'wouter';
import { ProductImage } from '../../shared/product/ProductImage';
import styles from './Interior.module.css';

/** A finished project in the list: its cover, its name, what and where it is; the whole card opens it. */
export const InteriorProjectCard = ({ project, eager = false }: { readonly project: InteriorProjectSummary; readonly eager?: boolean }) => (
  <li>
    <Link href={interiorProjectPath(project.slug)} className={styles.projectCard}>
      <ProductImage slot="project" image={project.cover} className={styles.projectImage} eager={eager} decorative />
      <div className={styles.projectText}>
        <h3 className={styles.projectTitle}>{project.title}</h3>
        <p className="muted-0">
          {project.propertyType} · {project.style} · {project.cityName}
        </p>
      </div>
    </Link>
  </li>
);
